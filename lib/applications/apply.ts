import 'server-only';
import { createHash } from 'node:crypto';
import type { Job } from '@/content/jobs';
import { allJobs } from '@/lib/cms/content';
import { env } from '@/lib/env';
import type { FormSettings, SubmissionContext } from '@/lib/forms/server/submission';
import { PayloadTooLargeError, ValidationError } from '@/lib/http/errors';
import { openJobs, positionOptions } from '@/lib/jobs';
import { sendApplication } from '@/lib/mail/send-application';
import { createFormLimits, enforceAddressLimit, enforceClientLimits } from '@/lib/rate-limit';
import { issueReference, newReference } from '@/lib/reference';
import { screened } from '@/lib/spam/screen';
import { keptResumes } from '@/lib/uploads/kept-resumes';
import { withApplicationUpload, type ApplicationUpload } from '@/lib/uploads/parse-application';
import { judgedResume, readResume } from '@/lib/uploads/read-resume';
import { applicationSchema, fieldErrors, resumeMessages } from '@/lib/validation/application';
import { filledHoneypot, stringFields } from '@/lib/validation/fields';

/** Where the answer to an application is shown, and what a resume over its limit is told. */
export const applicationForm = {
  form: 'apply',
  page: '/career/apply',
  anchor: 'application-status',
  tooLarge: { resume: resumeMessages.tooLarge },
} as const satisfies FormSettings;

const limits = createFormLimits('apply', {
  client: env.APPLY_RATE_LIMIT,
  network: env.APPLY_NETWORK_RATE_LIMIT,
  address: env.APPLY_ADDRESS_RATE_LIMIT,
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The field that names a resume kept from an earlier try (not part of the application). */
const KEPT_RESUME_FIELD = 'kept_resume';
const APPLICATION_PAGE = /^\/career\/(?:[a-z0-9-]+\/)?apply$/;

/**
 * The application page the form was sent from (its Referer, which same-origin posts carry; posts
 * from other sites were refused before this): the answer is shown there. Failing that, the open
 * job's page for its position, or the general one. Only a path of an application page is taken.
 */
function applicationPage(request: Request, position: string, jobs: readonly Job[]): string {
  const path = URL.parse(request.headers.get('referer') ?? '')?.pathname;
  if (path && APPLICATION_PAGE.test(path)) return path;
  const job = openJobs(jobs).find((open) => open.title === position);
  return job ? `/career/${job.slug}/apply` : '/career/apply';
}

/**
 * The resume to send: a new upload wins (and spends a kept one it replaces); without one, the
 * resume kept from an earlier try of this application (its token in `kept_resume`, kept for the
 * same application page), judged again by its content.
 */
async function resumeFor(upload: ApplicationUpload, keptToken: string, page: string) {
  const uploaded = await readResume(upload);
  if (!keptToken || 'error' in uploaded) return { resume: uploaded, kept: null };
  if (uploaded.attachment) {
    await keptResumes().spend(keptToken);
    return { resume: uploaded, kept: null };
  }
  const kept = await keptResumes().find(keptToken, page);
  if (!kept) return { resume: { error: resumeMessages.notKept }, kept: null };
  return { resume: await judgedResume(await kept.content()), kept };
}

/**
 * Someone applies for a job (POST /api/apply/): the fields and the resume streamed in within
 * their limits, the resume judged by its content (or the one kept from an earlier try sent
 * without JavaScript), then screened, given a reference and queued for HR with the resume.
 * Resolves to the reference, or throws the HttpError the answer is made of.
 */
export async function apply(request: Request, submission: SubmissionContext): Promise<string> {
  await enforceClientLimits(limits, request);
  const jobs = await allJobs();
  // The fields as they arrive: known even when the resume after them is refused as too large.
  const received: Record<string, string> = Object.create(null);
  const position = () => received.position ?? '';
  // The application: its page (a job's or the general one). A kept resume serves only it.
  const page = () => applicationPage(request, position(), jobs);
  try {
    return await withApplicationUpload(
      request,
      async (upload) => {
        // A bot that fills the honeypot gets an answer of the same shape, its reference never issued.
        if (filledHoneypot(upload.fields)) return newReference('APP');
        const { [KEPT_RESUME_FIELD]: keptToken = '', ...fields } = upload.fields;
        const parsed = applicationSchema(positionOptions(jobs)).safeParse(fields);
        const { resume, kept } = await resumeFor(upload, keptToken, page());
        if (!parsed.success || 'error' in resume) {
          // Sent without JavaScript, a good resume is kept so that it need not be uploaded again.
          if (submission.navigation && !('error' in resume) && resume.attachment) {
            submission.keptResume = kept
              ? kept.note
              : await keptResumes().keep(upload.resume!.path, {
                  name: upload.resume!.name,
                  application: page(),
                });
          }
          throw new ValidationError({
            ...(parsed.success ? {} : fieldErrors(parsed.error)),
            ...('error' in resume ? { resume: resume.error } : {}),
          });
        }
        const application = parsed.data;
        await enforceAddressLimit(limits, application.email);
        const { attachment } = resume;
        const input = {
          form: 'apply',
          fields: upload.fields,
          names: [application.first_name, application.last_name, application.location],
          texts: [application.cover_letter],
          content: { ...application, resume: attachment && sha256(attachment.content) },
        } as const;
        return screened(request, input, async (screening) => {
          const reference = await issueReference('APP');
          await sendApplication(application, attachment, reference, screening);
          if (kept) await keptResumes().spend(kept.note.token);
          return reference;
        });
      },
      { fields: received, refuseDeclaredOversize: !submission.navigation },
    );
  } catch (error) {
    // A new file over 5 MB: the one kept from before is still on offer.
    const keptToken = received[KEPT_RESUME_FIELD];
    if (error instanceof PayloadTooLargeError && submission.navigation && keptToken) {
      submission.keptResume = (await keptResumes().find(keptToken, page()))?.note;
    }
    throw error;
  } finally {
    const values = { ...received };
    delete values[KEPT_RESUME_FIELD];
    submission.values = stringFields(values);
    submission.page = page();
  }
}
