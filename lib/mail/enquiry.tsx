import { Text } from '@react-email/components';
import type { Contact } from '@/lib/validation/contact';
import { headerText } from './header-text';
import { FieldList, MailLayout, SiteFooter, siteMessage, TypedText } from './layout';

export type MailContext = {
  siteName: string;
  siteUrl: string;
  from: string;
  to: string;
  receivedAt: Date;
};

function EnquiryEmail({ contact, received }: { contact: Contact; received: string }) {
  return (
    <MailLayout heading="New enquiry from the website">
      <Text>{`Received ${received}. Reply to this e-mail to answer the visitor.`}</Text>
      <FieldList
        fields={[
          { label: 'Name', value: contact.name },
          { label: 'Email', value: contact.email },
          { label: 'Phone', value: contact.phone },
          { label: 'Subject', value: contact.subject },
        ]}
      />
      <TypedText label="Message" text={contact.message} />
    </MailLayout>
  );
}

/** The enquiry for the sales inbox: Reply-To is the visitor, so one click answers them. */
export function enquiryMessage(contact: Contact, context: MailContext) {
  const topic = contact.subject || contact.message;
  return siteMessage(
    context,
    {
      to: context.to,
      replyTo: { name: headerText(contact.name, 100), address: contact.email },
      subject: headerText(`Website enquiry from ${contact.name}: ${topic}`, 150),
    },
    <EnquiryEmail contact={contact} received={context.receivedAt.toISOString()} />,
  );
}

/** The short acknowledgement to the visitor; it never echoes the message back. */
export function enquiryAcknowledgement(contact: Contact, context: MailContext) {
  const name = headerText(contact.name, 100);
  return siteMessage(
    context,
    {
      to: { name, address: contact.email },
      subject: `We received your message - ${context.siteName}`,
    },
    <MailLayout heading={`Hello ${name},`}>
      <Text>
        {`Thank you for contacting ${context.siteName}. We have received your message and we respond within 24 hours on working days.`}
      </Text>
      <SiteFooter siteName={context.siteName} siteUrl={context.siteUrl} />
    </MailLayout>,
  );
}
