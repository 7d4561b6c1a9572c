import 'server-only';
import { applicantHistory, type EarlierApplication } from '@/lib/applicant-history';
import { log } from '@/lib/log';
import { privacyStamp } from '@/lib/privacy/notice';
import { site } from '@/lib/site';
import type { Screening } from '@/lib/spam/screen';
import type { Application } from '@/lib/validation/application';
import { acknowledge } from './acknowledgements';
import {
  applicationAcknowledgement,
  applicationMessage,
  type ResumeAttachment,
} from './application';
import type { MailContext } from './enquiry';
import { getMailer } from './index';

/** An earlier application from this address for this position, if one is still kept. */
async function lookUp(application: Application, now: Date): Promise<EarlierApplication | null> {
  try {
    return await (await applicantHistory()).earlier(application.email, application.position, now);
  } catch (error) {
    log.error('applicants.not-looked-up', {}, error);
    return null;
  }
}

/**
 * The application, resume included, must be safe before we answer 201: the mailer stores the
 * whole message (attachment encoded in it) in the queue, so it does not depend on the upload's
 * temporary file; the acknowledgement is queued after it, when it may be. HR is told when the same address applied for
 * the same position before (lib/applicant-history.ts); that, like the acknowledgement, is a
 * courtesy whose failure is logged and never fails the request.
 */
export async function sendApplication(
  application: Application,
  resume: ResumeAttachment | null,
  reference: string,
  screening: Screening,
  receivedAt = new Date(),
): Promise<void> {
  const context: MailContext = {
    siteName: site.name,
    siteUrl: site.url,
    from: site.mailFrom,
    to: site.hrEmail,
    receivedAt,
    reference,
    spam: screening.reasons,
    privacy: privacyStamp('apply', application, receivedAt),
  };
  const earlier = await lookUp(application, receivedAt);
  await getMailer().send(await applicationMessage(application, resume, context, earlier));
  await applicantHistory()
    .then((history) =>
      history.record(application.email, application.position, {
        reference,
        receivedAt: receivedAt.toISOString(),
      }),
    )
    .catch((error) => log.error('applicants.not-recorded', { reference }, error));
  await acknowledge(application.email, screening, () =>
    applicationAcknowledgement(application, context),
  );
}
