import { ValidationError } from '@/lib/http/errors';
import { readJsonObject } from '@/lib/http/read-json';
import { created, otherThanPost, withErrorContract } from '@/lib/http/respond';
import { env } from '@/lib/env';
import { sendNotify } from '@/lib/mail/send-notify';
import { createLimiter, enforceRateLimit } from '@/lib/rate-limit';
import { issueReference, newReference } from '@/lib/reference';
import { fieldErrors, filledHoneypot } from '@/lib/validation/fields';
import { notifySchema } from '@/lib/validation/notify';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const BODY_LIMIT_BYTES = 4 * 1024;
const limiter = createLimiter('notify', env.NOTIFY_RATE_LIMIT);

/** 'Notify Me': one address for the launch list, mailed to the sales inbox. */
export async function POST(request: Request): Promise<Response> {
  return withErrorContract(async () => {
    await enforceRateLimit(limiter, request);
    const body = await readJsonObject(request, BODY_LIMIT_BYTES);
    // A bot that fills the honeypot gets an answer of the same shape, its reference never issued.
    if (filledHoneypot(body)) return created(newReference('NTF'));
    const parsed = notifySchema.safeParse(body);
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const reference = await issueReference('NTF');
    await sendNotify(parsed.data, reference);
    return created(reference);
  }, request);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
