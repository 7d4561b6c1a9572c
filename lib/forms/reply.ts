import { formAnswerCopy as copy, referenceSentence } from '@/content/forms';
import type { FormAnswer, KeptResumeNote } from './answer';

export type FormStatus = { kind: 'success' | 'error'; text: string } | null;

/** What a form shows on its page for a stored answer (a form sent without JavaScript). */
export type FormReply = {
  status: FormStatus;
  /** The fields as sent, to fill the form again (empty after a success). */
  values: Record<string, string>;
  /** A message per field (the API's field names). */
  errors: Record<string, string>;
  keptResume?: KeptResumeNote;
};

/**
 * The reply a form shows for `answer`: the success text with the reference; the field messages
 * (the error summary lists them); or, when nothing was wrong with the fields, the form's failure
 * text with what to do, and the address to write to instead.
 */
export function replyFrom(
  answer: FormAnswer,
  messages: { success: string; failure: string },
  email: string,
): FormReply {
  switch (answer.outcome) {
    case 'sent':
      return {
        status: {
          kind: 'success',
          text: `${messages.success} ${referenceSentence(answer.reference)}`,
        },
        values: {},
        errors: {},
      };
    case 'invalid':
      return {
        status: null,
        values: answer.values,
        errors: answer.errors,
        keptResume: answer.keptResume,
      };
    case 'failed': {
      const advice =
        answer.status === 429
          ? copy.rateLimited(Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)))
          : answer.status === 413
            ? copy.tooLarge
            : answer.status === 400
              ? copy.malformed
              : copy.unavailable;
      return {
        status: { kind: 'error', text: `${messages.failure} ${advice} ${copy.orEmail(email)}` },
        values: answer.values,
        errors: {},
      };
    }
  }
}

/** `messages` without the one of `name` (a field the visitor has just edited). */
export function withoutMessage(
  messages: Readonly<Record<string, string>>,
  name: string,
): Record<string, string> {
  const rest = { ...messages };
  delete rest[name];
  return rest;
}
