import type Mail from 'nodemailer/lib/mailer';
import type { NotifyRequest } from '@/lib/validation/notify';
import type { MailContext } from './enquiry';
import { headerText } from './escape';
import { htmlEmail, textFields, type Field } from './layout';

function subscriberFields(request: NotifyRequest, received: string): Field[] {
  return [
    { label: 'Email', value: request.email },
    { label: 'Received', value: received },
  ];
}

/**
 * A new address for the launch list, to the sales inbox. The subscriber is only in Reply-To, so
 * one click answers them; the address was validated, and headerText keeps it to one line.
 */
export function notifyMessage(request: NotifyRequest, context: MailContext): Mail.Options {
  const received = context.receivedAt.toISOString();
  return {
    from: { name: context.siteName, address: context.from },
    to: context.to,
    replyTo: { name: '', address: request.email },
    subject: headerText(`Launch list: ${request.email}`, 150),
    text: `A visitor asked to be told when the new product launches (Notify Me on ${context.siteUrl}).\n\n${textFields(subscriberFields(request, received))}\n\nReply to this e-mail to write to them.`,
    html: htmlEmail({
      heading: 'New address for the launch list',
      intro: `A visitor asked to be told when the new product launches (Notify Me on ${context.siteUrl}). Reply to this e-mail to write to them.`,
      fields: subscriberFields(request, received),
    }),
  };
}
