import { answerSubmission } from '@/lib/forms/submission';
import { ValidationError } from '@/lib/http/errors';
import { readFields } from '@/lib/http/read-form';
import { otherThanPost } from '@/lib/http/respond';
import { sendEnquiry } from '@/lib/mail/send-enquiry';
import { env } from '@/lib/env';
import { createFormLimits, enforceAddressLimit, enforceClientLimits } from '@/lib/rate-limit';
import { issueReference, newReference } from '@/lib/reference';
import { screened } from '@/lib/spam/screen';
import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors, filledHoneypot, stringFields } from '@/lib/validation/fields';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const BODY_LIMIT_BYTES = 16 * 1024;
const limits = createFormLimits('contact', {
  client: env.CONTACT_RATE_LIMIT,
  network: env.CONTACT_NETWORK_RATE_LIMIT,
  address: env.CONTACT_ADDRESS_RATE_LIMIT,
});

/** The contact page form and the Get Started dialog (JSON), or the contact form without JavaScript. */
export async function POST(request: Request): Promise<Response> {
  const settings = { form: 'contact', page: '/contact', anchor: 'contact-form-heading' } as const;
  return answerSubmission(request, settings, async (submission) => {
    await enforceClientLimits(limits, request);
    const body = await readFields(request, BODY_LIMIT_BYTES, { form: submission.navigation });
    submission.values = stringFields(body);
    // A bot that fills the honeypot gets an answer of the same shape, its reference never issued.
    if (filledHoneypot(body)) return newReference('ENQ');
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const contact = parsed.data;
    await enforceAddressLimit(limits, contact.email);
    const input = {
      form: 'contact',
      fields: body,
      names: [contact.name, contact.company],
      texts: [contact.subject, contact.message],
      content: contact,
    } as const;
    return screened(request, input, async (screening) => {
      const reference = await issueReference('ENQ');
      await sendEnquiry(contact, reference, screening);
      return reference;
    });
  });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
