import { ValidationError } from '@/lib/http/errors';
import { readJsonObject } from '@/lib/http/read-json';
import { created, otherThanPost, withErrorContract } from '@/lib/http/respond';
import { sendEnquiry } from '@/lib/mail/send-enquiry';
import { env } from '@/lib/env';
import { createLimiter, enforceRateLimit } from '@/lib/rate-limit';
import { issueReference, newReference } from '@/lib/reference';
import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors, filledHoneypot } from '@/lib/validation/fields';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const BODY_LIMIT_BYTES = 16 * 1024;
const limiter = createLimiter('contact', env.CONTACT_RATE_LIMIT);

export async function POST(request: Request): Promise<Response> {
  return withErrorContract(async () => {
    await enforceRateLimit(limiter, request);
    const body = await readJsonObject(request, BODY_LIMIT_BYTES);
    // A bot that fills the honeypot gets an answer of the same shape, its reference never issued.
    if (filledHoneypot(body)) return created(newReference('ENQ'));
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const reference = await issueReference('ENQ');
    await sendEnquiry(parsed.data, reference);
    return created(reference);
  }, request);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
