import { Text } from '@react-email/components';
import { enquiryServices, enquiryTimelines, optionLabel } from '@/content/enquiry';
import type { PrivacyStamp } from '@/lib/privacy/notice';
import type { SpamReason } from '@/lib/spam/screen';
import type { Contact } from '@/lib/validation/contact';
import { headerText } from './header-text';
import {
  AUTO_REPLY_HEADERS,
  FieldList,
  formatIst,
  MailLayout,
  PrivacyStampNotice,
  SiteFooter,
  siteMessage,
  SpamNotice,
  staffHeaders,
  subjectTag,
  TypedText,
} from './layout';

export type MailContext = {
  siteName: string;
  siteUrl: string;
  from: string;
  to: string;
  receivedAt: Date;
  /** The submission's reference, e.g. 'ENQ-4D8P2X' (lib/reference.ts). */
  reference: string;
  /** Why the submission was scored as likely spam (lib/spam/screen.ts); none when it was not. */
  spam?: readonly SpamReason[];
  /** The privacy notice the visitor was shown and the delete-by date (staff messages). */
  privacy?: PrivacyStamp;
};

function EnquiryEmail({ contact, context }: { contact: Contact; context: MailContext }) {
  return (
    <MailLayout heading="New enquiry from the website">
      <SpamNotice spam={context.spam} />
      <Text>{`Received ${formatIst(context.receivedAt)}. Reply to this e-mail to answer the visitor.`}</Text>
      <FieldList
        fields={[
          { label: 'Reference', value: context.reference },
          { label: 'Name', value: contact.name },
          { label: 'Email', value: contact.email },
          { label: 'Phone', value: contact.phone },
          { label: 'Company', value: contact.company },
          { label: 'Service', value: optionLabel(enquiryServices, contact.service) },
          { label: 'Timeline', value: optionLabel(enquiryTimelines, contact.timeline) },
          { label: 'Subject', value: contact.subject },
        ]}
      />
      <TypedText label="Message" text={contact.message} />
      <PrivacyStampNotice privacy={context.privacy} />
    </MailLayout>
  );
}

/**
 * '[ENQ-4D8P2X] Salesforce — Kestrelway Logistics — Asha Patel': the reference, then what sales
 * triage by (the service and the company, each only when given) and the visitor's name.
 */
function enquirySubject(contact: Contact, context: MailContext): string {
  const parts = [
    optionLabel(enquiryServices, contact.service),
    headerText(contact.company, 60),
    headerText(contact.name, 100),
  ].filter(Boolean);
  return headerText(`${subjectTag(context)} ${parts.join(' — ')}`, 200);
}

/** The enquiry for its inbox: Reply-To is the visitor, so one click answers them. */
export function enquiryMessage(contact: Contact, context: MailContext) {
  return siteMessage(
    context,
    {
      to: context.to,
      replyTo: { name: headerText(contact.name, 100), address: contact.email },
      subject: enquirySubject(contact, context),
      headers: staffHeaders(context),
    },
    <EnquiryEmail contact={contact} context={context} />,
  );
}

/**
 * The short acknowledgement to the visitor. It goes to an address nobody has verified, so it
 * carries nothing they typed (no name, not even in To): only our words and the reference.
 */
export function enquiryAcknowledgement(contact: Contact, context: MailContext) {
  return siteMessage(
    context,
    {
      to: contact.email,
      subject: `We received your message (${context.reference}) - ${context.siteName}`,
      headers: AUTO_REPLY_HEADERS,
    },
    <MailLayout heading="Thank you for your message">
      <Text>
        {`Thank you for contacting ${context.siteName}. We have received your message; its reference is ${context.reference}.`}
      </Text>
      <Text>
        {`What happens next: someone from our team reads it, and we respond within 24 hours on working days. To add anything, reply to this e-mail and keep the reference in the subject.`}
      </Text>
      <Text>
        {`If you did not write to us, someone else typed your address into our form: you need do nothing, and we will not write again unless you reply.`}
      </Text>
      <SiteFooter siteName={context.siteName} siteUrl={context.siteUrl} />
    </MailLayout>,
  );
}
