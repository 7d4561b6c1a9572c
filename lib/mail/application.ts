import type Mail from 'nodemailer/lib/mailer';
import type { ResumeKind } from '@/lib/uploads/sniff';
import type { Application } from '@/lib/validation/application';
import { headerText } from './escape';
import type { MailContext } from './enquiry';
import { htmlEmail, textFields, type Field } from './layout';

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

function applicationFields(application: Application, resume: string): Field[] {
  return [
    { label: 'Position', value: application.position },
    { label: 'Name', value: applicantName(application) },
    { label: 'Email', value: application.email },
    { label: 'Phone', value: application.phone },
    { label: 'Location', value: application.location },
    { label: 'Experience', value: `${application.experience} years` },
    { label: 'Expected salary', value: application.expected_salary },
    { label: 'Available from', value: application.available_date },
    { label: 'Resume', value: resume },
  ];
}

/** The application for the HR inbox, the resume attached; Reply-To is the applicant. */
export function applicationMessage(
  application: Application,
  resume: ResumeAttachment | null,
  context: MailContext,
): Mail.Options {
  const name = applicantName(application);
  const fileName = resume ? resumeFileName(application, resume.kind) : '';
  const fields = applicationFields(application, fileName || 'No resume attached');
  const received = context.receivedAt.toISOString();
  const coverLetter = application.cover_letter || '(no cover letter)';
  return {
    from: { name: context.siteName, address: context.from },
    to: context.to,
    replyTo: { name, address: application.email },
    subject: headerText(`Application: ${application.position} — ${name}`, 200),
    text: `New job application from the website (${received})\n\n${textFields(fields)}\n\nCover letter:\n${coverLetter}\n\nReply to this e-mail to answer ${name}.`,
    html: htmlEmail({
      heading: `Application for ${application.position}`,
      intro: `Received ${received}. Reply to this e-mail to answer the applicant.`,
      fields,
      bodyLabel: 'Cover letter',
      body: coverLetter,
    }),
    attachments: resume
      ? [{ filename: fileName, content: resume.content, contentType: resume.kind.contentType }]
      : [],
  };
}

/** The acknowledgement to the applicant: the position and what happens next. */
export function applicationAcknowledgement(
  application: Application,
  context: MailContext,
): Mail.Options {
  const greeting = `Hello ${headerText(application.first_name, 100)},`;
  const position =
    application.position === 'Other'
      ? 'a position'
      : `the ${headerText(application.position, 100)} position`;
  const received = `Thank you for applying for ${position} at ${context.siteName}. We have received your application.`;
  const next =
    'What happens next: our HR team reads every application and replies within 10 working days. If your profile matches the role, we invite you to a first call of about 30 minutes, followed by a technical or portfolio conversation with the team you would join.';
  const privacy = `We use your details only for recruitment. To withdraw your application or have your data deleted, reply to this e-mail or see ${context.siteUrl}/privacy.`;
  return {
    from: { name: context.siteName, address: context.from },
    to: { name: applicantName(application), address: application.email },
    subject: headerText(`We received your application - ${context.siteName}`, 200),
    text: `${greeting}\n\n${received}\n\n${next}\n\n${privacy}\n\n${context.siteName}\n${context.siteUrl}`,
    html: htmlEmail({
      heading: greeting,
      intro: received,
      body: `${next}\n\n${privacy}`,
      footer: `${context.siteName} - ${context.siteUrl}`,
    }),
  };
}
