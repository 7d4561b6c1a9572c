import { formAnswerCopy as copy } from '@/content/forms';
import type { FormAnswer, KeptResumeNote } from './answer';
import { withReference } from './post-json';

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
        status: { kind: 'success', text: withReference(messages.success, answer.reference) },
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

/**
 * A form's starting values: `empty`, with the values the server sent back for its fields (a
 * form sent without JavaScript and shown again). Names the form does not have are left out.
 */
export function startingValues<Values extends Record<string, string>>(
  empty: Values,
  reply?: FormReply,
): Values {
  const sentBack = Object.entries(reply?.values ?? {}).filter(([name]) =>
    Object.hasOwn(empty, name),
  );
  return { ...empty, ...Object.fromEntries(sentBack) };
}
