import { formAnswerCopy as copy } from '@/content/forms';
import type { FormAnswer, KeptResumeNote, SubmitResult } from './answer';
import { withReference } from './post-json';

/**
 * What a form shows: a status line (sent, or what went wrong), the values in its fields and a
 * message per field. A form starts from one of these when its page answers a send made without
 * JavaScript (`stateFrom`), and keeps one while the visitor uses it.
 */
export type FormState = {
  status: { kind: 'success' | 'error'; text: string } | null;
  /** The fields as sent, to fill the form again (empty after a success). */
  values: Record<string, string>;
  /** A message per field (the API's field names). */
  errors: Record<string, string>;
  keptResume?: KeptResumeNote;
};

/**
 * The state a form's page shows for a stored answer: the success text with the reference; the
 * field messages (the error summary lists them); or, when nothing was wrong with the fields, the
 * form's failure text with what to do, and the address to write to instead.
 */
export function stateFrom(
  { result, values, keptResume }: FormAnswer,
  messages: { success: string; failure: string },
  email: string,
): FormState {
  switch (result.kind) {
    case 'sent':
      return {
        status: { kind: 'success', text: withReference(messages.success, result.reference) },
        values: {},
        errors: {},
      };
    case 'invalid':
      return { status: null, values, errors: result.errors, keptResume };
    case 'failed':
    case 'network':
      // A stored answer is never 'network'; were it one, it reads as the service unavailable.
      return {
        status: {
          kind: 'error',
          text: refusalText(
            result.kind === 'failed' ? result : { kind: 'failed', status: 503 },
            messages,
            email,
          ),
        },
        values,
        errors: {},
      };
  }
}

/** A send refused as a whole: the status the API answered, or no answer at all. */
type Refusal = Extract<SubmitResult, { kind: 'failed' | 'network' }>;

/**
 * What a form says when a send was refused as a whole, with JavaScript and without alike: its own
 * failure text (the network text when no answer came), what to do about this refusal (how many
 * minutes to wait after too many sends, shorten a form too long to send, ...), and the address to
 * write to instead.
 */
export function refusalText(
  refusal: Refusal,
  messages: { failure: string; networkError?: string },
  email: string,
): string {
  if (refusal.kind === 'network') {
    return `${messages.networkError ?? messages.failure} ${copy.orEmail(email)}`;
  }
  const { status, retryAfter } = refusal;
  const advice =
    status === 429
      ? copy.rateLimited(Math.max(1, Math.ceil((retryAfter ?? 60) / 60)))
      : status === 413
        ? copy.tooLarge
        : status === 400
          ? copy.malformed
          : copy.unavailable;
  return `${messages.failure} ${advice} ${copy.orEmail(email)}`;
}

/**
 * What a form's status line says when a send did not go through: its failure text when fields
 * were refused (their messages say the rest), or what to do about a refusal of the whole send.
 */
export function failureText(
  outcome: Exclude<SubmitResult, { kind: 'sent' }>,
  messages: { failure: string; networkError?: string },
  email: string,
): string {
  return outcome.kind === 'invalid' ? messages.failure : refusalText(outcome, messages, email);
}

/**
 * A form's starting values: `empty`, with the values the server sent back for its fields (a
 * form sent without JavaScript and shown again). Names the form does not have are left out.
 */
export function startingValues<Values extends Record<string, string>>(
  empty: Values,
  state?: FormState,
): Values {
  const sentBack = Object.entries(state?.values ?? {}).filter(([name]) =>
    Object.hasOwn(empty, name),
  );
  return { ...empty, ...Object.fromEntries(sentBack) };
}
