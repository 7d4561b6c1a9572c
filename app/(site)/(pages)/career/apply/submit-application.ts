import type { SubmitResult } from '@/lib/forms/answer';
import { acceptedReference, refusedWith } from '@/lib/forms/post-json';
import type { Application } from '@/lib/validation/application';
import { resumeMessages } from '@/lib/validation/application-rules';

/**
 * Sends an application as multipart form data under the field names of POST /api/apply/ (the
 * browser sets the content type and its boundary) and sorts the answer into what the form shows.
 */
export async function postApplication(
  values: Application,
  resume: File | null,
  /** The token of a resume the server kept from an earlier try, to send instead of a file. */
  keptResume?: string,
): Promise<SubmitResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (keptResume && !resume) body.append('kept_resume', keptResume);
  if (resume) body.append('resume', resume, resume.name);

  let response: Response;
  try {
    response = await fetch('/api/apply', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch (error) {
    console.error('The application could not be sent', error);
    return { kind: 'network' };
  }
  if (response.status === 201)
    return { kind: 'sent', reference: await acceptedReference(response) };
  if (response.status === 413) {
    return { kind: 'invalid', errors: { resume: resumeMessages.tooLarge } };
  }
  if (response.status === 422) {
    const data = (await response.json().catch(() => null)) as {
      errors?: Record<string, string>;
    } | null;
    return { kind: 'invalid', errors: data?.errors ?? {} };
  }
  return refusedWith(response);
}
