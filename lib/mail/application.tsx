import { Link, Text } from '@react-email/components';
import { hiringSteps } from '@/content/careers';
import type { EarlierApplication } from '@/lib/applicant-history';
import type { ResumeKind } from '@/lib/uploads/sniff';
import type { Application } from '@/lib/validation/application';
import type { MailContext } from './enquiry';
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

export type ResumeAttachment = { content: Buffer; kind: ResumeKind };

export function applicantName(application: Application): string {
  return headerText(`${application.first_name} ${application.last_name}`, 120);
}

/**
 * The attachment's name is made here, from the applicant's name and the type the content proved
 * to be; the name the file had on the applicant's computer is never used.
 */
export function resumeFileName(application: Application, kind: ResumeKind): string {
  const name = applicantName(application)
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N} '-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `Resume - ${name || 'Applicant'}.${kind.extension}`;
}

type ApplicationEmailProps = {
  application: Application;
  resume: string;
  context: MailContext;
  earlier: EarlierApplication | null;
};

function ApplicationEmail({ application, resume, context, earlier }: ApplicationEmailProps) {
  return (
    <MailLayout heading={`Application for ${application.position}`}>
      <SpamNotice spam={context.spam} />
      <Text>{`Received ${formatIst(context.receivedAt)}. Reply to this e-mail to answer the applicant.`}</Text>
      {earlier ? (
        <Text>{`Second application from this address for this position: the first, ${earlier.reference}, arrived ${formatIst(new Date(earlier.receivedAt))}.`}</Text>
      ) : null}
      <FieldList
        fields={[
          { label: 'Reference', value: context.reference },
          { label: 'Position', value: application.position },
          { label: 'Name', value: applicantName(application) },
          { label: 'Email', value: application.email },
          { label: 'Phone', value: application.phone },
          { label: 'Location', value: application.location },
          { label: 'Experience', value: `${application.experience} years` },
          { label: 'Expected salary', value: application.expected_salary },
          { label: 'Available from', value: application.available_date },
          { label: 'Resume', value: resume },
        ]}
      />
      <TypedText label="Cover letter" text={application.cover_letter || '(no cover letter)'} />
      <PrivacyStampNotice privacy={context.privacy} />
    </MailLayout>
  );
}

/** The application for the HR inbox, the resume attached; Reply-To is the applicant. */
export function applicationMessage(
  application: Application,
  resume: ResumeAttachment | null,
  context: MailContext,
  earlier: EarlierApplication | null = null,
) {
  const fileName = resume ? resumeFileName(application, resume.kind) : '';
  const repeat = earlier ? ` (second application; first ${earlier.reference})` : '';
  return siteMessage(
    context,
    {
      to: context.to,
      replyTo: { name: applicantName(application), address: application.email },
      subject: headerText(
        `${subjectTag(context)} ${application.position} — ${applicantName(application)} (${application.experience} years, ${application.location})${repeat}`,
      ),
      headers: staffHeaders(context),
      attachments: resume
        ? [{ filename: fileName, content: resume.content, contentType: resume.kind.contentType }]
        : [],
    },
    <ApplicationEmail
      application={application}
      resume={fileName || 'No resume attached'}
      context={context}
      earlier={earlier}
    />,
  );
}

/**
 * The acknowledgement to the applicant: the position (from our own list; 'Other' is not named) and
 * what happens next. It goes to an address nobody has verified, so nothing the applicant typed is
 * in it, not even their name in To.
 */
export function applicationAcknowledgement(application: Application, context: MailContext) {
  const position =
    application.position === 'Other' ? 'a position' : `the ${application.position} position`;
  return siteMessage(
    context,
    {
      to: application.email,
      subject: headerText(
        `We received your application (${context.reference}) - ${context.siteName}`,
      ),
      headers: AUTO_REPLY_HEADERS,
    },
    <MailLayout heading="Thank you for your application">
      <Text>
        {`Thank you for applying for ${position} at ${context.siteName}. We have received your application; its reference is ${context.reference}. Please quote it if you write to us about it.`}
      </Text>
      <Text>{`${hiringSteps.heading}:`}</Text>
      {hiringSteps.steps.map((step, index) => (
        <Text
          key={step.title}
        >{`${index + 1}. ${step.title} (${step.time.toLowerCase()}): ${step.text}`}</Text>
      ))}
      <Text>
        {`We use your details only for recruitment. To withdraw your application or have your data deleted, reply to this e-mail or see `}
        <Link href={`${context.siteUrl}/privacy`}>{`${context.siteUrl}/privacy`}</Link>.
      </Text>
      <Text>
        {`If you did not apply, someone else typed your address into our form: you need do nothing, and we will not write again unless you reply.`}
      </Text>
      <SiteFooter siteName={context.siteName} siteUrl={context.siteUrl} />
    </MailLayout>,
  );
}
