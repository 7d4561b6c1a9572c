import 'server-only';
import { site } from '@/lib/site';
import type { Application } from '@/lib/validation/application';
import {
  applicationAcknowledgement,
  applicationMessage,
  type ResumeAttachment,
} from './application';
import type { MailContext } from './enquiry';
import { getMailer, sendAcknowledgements } from './index';
import type { SendResult } from './mailer';

/**
 * The application, resume included, must be safe before we answer 201. The mailer builds the
 * whole message (attachment encoded in it) before sending or spooling, so a spooled application
 * does not depend on the upload's temporary file. The acknowledgement is a courtesy: its failure
 * is logged and never fails the request.
 */
export async function sendApplication(
  application: Application,
  resume: ResumeAttachment | null,
  reference: string,
  receivedAt = new Date(),
): Promise<SendResult> {
  const context: MailContext = {
    siteName: site.name,
    siteUrl: site.url,
    from: site.mailFrom,
    to: site.hrEmail,
    receivedAt,
    reference,
  };
  const mailer = getMailer();
  const result = await mailer.send(await applicationMessage(application, resume, context));
  if (sendAcknowledgements) {
    await applicationAcknowledgement(application, context)
      .then((acknowledgement) => mailer.send(acknowledgement))
      .catch((error) => console.error('[mail] application acknowledgement not sent', error));
  }
  return result;
}
