import { env } from '@/lib/env';
import { fieldsFormRoute } from '@/lib/forms/server/form-route';
import { otherThanPost } from '@/lib/http/respond';
import { sendEnquiry } from '@/lib/mail/send-enquiry';
import { contactSchema } from '@/lib/validation/contact';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The contact page form and the Get Started dialog (JSON), or the contact form without JavaScript. */
export const POST = fieldsFormRoute({
  form: 'contact',
  page: '/contact',
  anchor: 'contact-form-heading',
  bodyLimitBytes: 16 * 1024,
  limits: {
    client: env.CONTACT_RATE_LIMIT,
    network: env.CONTACT_NETWORK_RATE_LIMIT,
    address: env.CONTACT_ADDRESS_RATE_LIMIT,
  },
  schema: contactSchema,
  reference: 'ENQ',
  screening: (contact) => ({
    names: [contact.name, contact.company],
    texts: [contact.subject, contact.message],
    content: contact,
  }),
  send: sendEnquiry,
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
