import 'server-only';
import { readFile } from 'node:fs/promises';
import type { ResumeAttachment } from '@/lib/mail/application';
import { resumeMessages } from '@/lib/validation/application-rules';
import { RESUME_FIELD, type ApplicationUpload } from './parse-application';
import { judgeResume } from './sniff';

/**
 * The uploaded resume, judged by its content: the attachment to send, null when none was chosen,
 * or a field message for the form when it is empty, not a PDF, DOC or DOCX, carries macros or
 * embedded programs, or would inflate to far more than a resume.
 */
export async function readResume(
  upload: ApplicationUpload,
): Promise<{ attachment: ResumeAttachment | null } | { error: string }> {
  // A resume part without a Content-Type arrives as text: it is no file we can accept.
  if (RESUME_FIELD in upload.fields) return { error: resumeMessages.wrongType };
  if (upload.emptyResume) return { error: resumeMessages.empty };
  if (!upload.resume) return { attachment: null };
  return readResumeFile(upload.resume.path);
}

/** A resume file judged by its content: the attachment, or the field message. */
export async function readResumeFile(
  path: string,
): Promise<{ attachment: ResumeAttachment } | { error: string }> {
  return judgedResume(await readFile(path));
}

/** A resume's bytes judged by their content: the attachment, or the field message. */
export async function judgedResume(
  content: Buffer,
): Promise<{ attachment: ResumeAttachment } | { error: string }> {
  const verdict = await judgeResume(content);
  return 'kind' in verdict
    ? { attachment: { content, kind: verdict.kind } }
    : { error: resumeMessages[verdict.refusal] };
}
