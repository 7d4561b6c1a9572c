import 'server-only';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import type { Contact } from '@/lib/validation/contact';
import { enquiryAcknowledgement, enquiryMessage, type MailContext } from './enquiry';
import { getMailer, sendAcknowledgements } from './index';

/** The inbox ENQUIRY_ROUTES gives the enquiry's service, else the sales inbox. */
function enquiryInbox(service: Contact['service']): string {
  return (service && env.ENQUIRY_ROUTES?.[service]) || site.salesEmail;
}

/**
 * The enquiry must be safe (stored in the queue) before we answer 201; the acknowledgement is
 * queued after it and is a courtesy, so its failure is logged and never fails the request.
 */
export async function sendEnquiry(
  contact: Contact,
  reference: string,
  receivedAt = new Date(),
): Promise<void> {
  const context: MailContext = {
    siteName: site.name,
    siteUrl: site.url,
    from: site.mailFrom,
    to: enquiryInbox(contact.service),
    receivedAt,
    reference,
  };
  const mailer = getMailer();
  await mailer.send(await enquiryMessage(contact, context));
  if (!sendAcknowledgements) return;
  await enquiryAcknowledgement(contact, context)
    .then((acknowledgement) => mailer.send(acknowledgement))
    .catch((error) => console.error('[mail] acknowledgement not sent', error));
}
