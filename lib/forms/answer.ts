/**
 * How a form sent without JavaScript is answered: the server stores one of these under an
 * unguessable token and redirects the browser (303) to the form's page with `?answer=<token>`,
 * which shows the form again with it (Post/Redirect/Get). Shared by the route handlers that store
 * it and the forms that show it.
 */
export type FormName = 'contact' | 'notify' | 'apply';

/** A resume the server kept from an application that had other problems (one hour). */
export type KeptResumeNote = { token: string; name: string };

/**
 * The API's answer to one send of a form, as every form acts on it: sent with its reference, the
 * fields refused with a message each (422), or refused as a whole with the status the API answered
 * (400, 403, 413, 429, 503). `network` is the browser's alone: no answer came at all.
 */
export type SubmitResult =
  | { kind: 'sent'; reference: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | {
      kind: 'failed';
      status: number;
      /** For a 429: seconds until the visitor may send again. */
      retryAfter?: number;
    }
  | { kind: 'network' };

/** The result of a form sent without JavaScript, kept for its page with what was typed. */
export type FormAnswer = {
  result: SubmitResult;
  /** What the visitor typed, shown again in the fields (none after a success). */
  values: Record<string, string>;
  keptResume?: KeptResumeNote;
};

/** The query parameter of a form's page that names a stored answer. */
export const ANSWER_PARAM = 'answer';

/** Tokens are 32 characters of base64url (24 random bytes); anything else is never looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The id of the error summary a refused form shows at its top (the redirect's fragment). */
export const ERROR_SUMMARY_ID = 'error-summary';
