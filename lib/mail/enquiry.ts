import type Mail from 'nodemailer/lib/mailer';
import type { Contact } from '@/lib/validation/contact';
import { headerText } from './escape';
import { htmlEmail, textFields, type Field } from './layout';

export type MailContext = {
  siteName: string;
  siteUrl: string;
  from: string;
  to: string;
  receivedAt: Date;
};

function enquiryFields(contact: Contact): Field[] {
  return [
    { label: 'Name', value: contact.name },
    { label: 'Email', value: contact.email },
    { label: 'Phone', value: contact.phone },
    { label: 'Subject', value: contact.subject },
  ];
}

/** The enquiry for the sales inbox: Reply-To is the visitor, so one click answers them. */
export function enquiryMessage(contact: Contact, context: MailContext): Mail.Options {
  const topic = contact.subject || contact.message;
  const subject = headerText(`Website enquiry from ${contact.name}: ${topic}`, 150);
  const received = context.receivedAt.toISOString();
  return {
    from: { name: context.siteName, address: context.from },
    to: context.to,
    replyTo: { name: headerText(contact.name, 100), address: contact.email },
    subject,
    text: `New enquiry from the website (${received})\n\n${textFields(enquiryFields(contact))}\n\nMessage:\n${contact.message}\n\nReply to this e-mail to answer ${contact.name}.`,
    html: htmlEmail({
      heading: 'New enquiry from the website',
      intro: `Received ${received}. Reply to this e-mail to answer the visitor.`,
      fields: enquiryFields(contact),
      bodyLabel: 'Message',
      body: contact.message,
    }),
  };
}

/** The short acknowledgement to the visitor; it never echoes the message back. */
export function enquiryAcknowledgement(contact: Contact, context: MailContext): Mail.Options {
  const greeting = `Hello ${headerText(contact.name, 100)},`;
  const body = `Thank you for contacting ${context.siteName}. We have received your message and we respond within 24 hours on working days.`;
  return {
    from: { name: context.siteName, address: context.from },
    to: { name: headerText(contact.name, 100), address: contact.email },
    subject: `We received your message - ${context.siteName}`,
    text: `${greeting}\n\n${body}\n\n${context.siteName}\n${context.siteUrl}`,
    html: htmlEmail({
      heading: greeting,
      intro: body,
      footer: `${context.siteName} - ${context.siteUrl}`,
    }),
  };
}
