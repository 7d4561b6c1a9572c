import { env } from '@/lib/env';
import { fieldsFormRoute } from '@/lib/forms/server/form-route';
import { otherThanPost } from '@/lib/http/respond';
import { sendNotify } from '@/lib/mail/send-notify';
import { notifySchema } from '@/lib/validation/notify';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** 'Notify Me': one address for the launch list, mailed to the sales inbox. */
export const POST = fieldsFormRoute({
  form: 'notify',
  page: '/',
  anchor: 'launch-heading',
  bodyLimitBytes: 4 * 1024,
  limits: {
    client: env.NOTIFY_RATE_LIMIT,
    network: env.NOTIFY_NETWORK_RATE_LIMIT,
    address: env.NOTIFY_ADDRESS_RATE_LIMIT,
  },
  schema: notifySchema,
  reference: 'NTF',
  // The same address again is the launch list's own signal, remembered longer than a day.
  screening: ({ email }) => ({ names: [], texts: [], listAddress: email }),
  send: sendNotify,
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
