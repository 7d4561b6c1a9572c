import { answerSubmission } from '@/lib/forms/submission';
import { ValidationError } from '@/lib/http/errors';
import { readFields } from '@/lib/http/read-form';
import { otherThanPost } from '@/lib/http/respond';
import { env } from '@/lib/env';
import { sendNotify } from '@/lib/mail/send-notify';
import { createFormLimits, enforceAddressLimit, enforceClientLimits } from '@/lib/rate-limit';
import { issueReference, newReference } from '@/lib/reference';
import { screened } from '@/lib/spam/screen';
import { fieldErrors, filledHoneypot, stringFields } from '@/lib/validation/fields';
import { notifySchema } from '@/lib/validation/notify';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const BODY_LIMIT_BYTES = 4 * 1024;
const limits = createFormLimits('notify', {
  client: env.NOTIFY_RATE_LIMIT,
  network: env.NOTIFY_NETWORK_RATE_LIMIT,
  address: env.NOTIFY_ADDRESS_RATE_LIMIT,
});

/** 'Notify Me': one address for the launch list, mailed to the sales inbox. */
export async function POST(request: Request): Promise<Response> {
  const settings = { form: 'notify', page: '/', anchor: 'launch-heading' } as const;
  return answerSubmission(request, settings, async (submission) => {
    await enforceClientLimits(limits, request);
    const body = await readFields(request, BODY_LIMIT_BYTES, { form: submission.navigation });
    submission.values = stringFields(body);
    // A bot that fills the honeypot gets an answer of the same shape, its reference never issued.
    if (filledHoneypot(body)) return newReference('NTF');
    const parsed = notifySchema.safeParse(body);
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const { email } = parsed.data;
    await enforceAddressLimit(limits, email);
    // The same address again is the launch list's own signal, remembered longer than a day.
    const input = {
      form: 'notify',
      fields: body,
      names: [],
      texts: [],
      listAddress: email,
    } as const;
    return screened(request, input, async (screening) => {
      const reference = await issueReference('NTF');
      await sendNotify(parsed.data, reference, screening);
      return reference;
    });
  });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
