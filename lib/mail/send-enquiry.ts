import 'server-only';
import { env } from '@/lib/env';
import { privacyStamp } from '@/lib/privacy/notice';
import { site } from '@/lib/site';
import type { Screening } from '@/lib/spam/screen';
import type { Contact } from '@/lib/validation/contact';
import { acknowledge } from './acknowledgements';
import { enquiryAcknowledgement, enquiryMessage, type MailContext } from './enquiry';
import { getMailer } from './index';

/** The inbox ENQUIRY_ROUTES gives the enquiry's service, else the sales inbox. */
function enquiryInbox(service: Contact['service']): string {
  return (service && env.ENQUIRY_ROUTES?.[service]) || site.salesEmail;
}

/**
 * The enquiry must be safe (stored in the queue) before we answer 201, marked when it was scored
 * as likely spam; the acknowledgement is queued after it, when it may be (lib/mail/acknowledgements.ts).
 */
export async function sendEnquiry(
  contact: Contact,
  reference: string,
  screening: Screening,
  receivedAt = new Date(),
): Promise<void> {
  const context: MailContext = {
    siteName: site.name,
    siteUrl: site.url,
    from: site.mailFrom,
    to: enquiryInbox(contact.service),
    receivedAt,
    reference,
    spam: screening.reasons,
    privacy: privacyStamp('contact', contact, receivedAt),
  };
  await getMailer().send(await enquiryMessage(contact, context));
  await acknowledge(contact.email, screening, () => enquiryAcknowledgement(contact, context));
}
