import { ValidationError } from '@/lib/http/errors';
import { created, otherThanPost, withErrorContract } from '@/lib/http/respond';
import { env } from '@/lib/env';
import { positionOptions } from '@/lib/jobs';
import { sendApplication } from '@/lib/mail/send-application';
import { createLimiter, enforceRateLimit } from '@/lib/rate-limit';
import { issueReference, newReference } from '@/lib/reference';
import { withApplicationUpload } from '@/lib/uploads/parse-application';
import { readResume } from '@/lib/uploads/read-resume';
import { applicationSchema, fieldErrors } from '@/lib/validation/application';
import { filledHoneypot } from '@/lib/validation/fields';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const limiter = createLimiter('apply', env.APPLY_RATE_LIMIT);

export async function POST(request: Request): Promise<Response> {
  return withErrorContract(async () => {
    await enforceRateLimit(limiter, request);
    // The upload lives in a temporary directory that is removed when this callback settles.
    return withApplicationUpload(request, async (upload) => {
      // A bot that fills the honeypot gets an answer of the same shape, its reference never issued.
      if (filledHoneypot(upload.fields)) return created(newReference('APP'));
      const parsed = applicationSchema(positionOptions()).safeParse(upload.fields);
      const resume = await readResume(upload);
      const errors = {
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...('error' in resume ? { resume: resume.error } : {}),
      };
      if (!parsed.success || 'error' in resume) throw new ValidationError(errors);
      const reference = await issueReference('APP');
      await sendApplication(parsed.data, resume.attachment, reference);
      return created(reference);
    });
  }, request);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
