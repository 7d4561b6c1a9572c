/**
 * How a form sent without JavaScript is answered: the server stores one of these under an
 * unguessable token and redirects the browser (303) to the form's page with `?answer=<token>`,
 * which shows the form again with it (Post/Redirect/Get). Shared by the route handlers that store
 * it and the forms that show it.
 */
export type FormName = 'contact' | 'notify' | 'apply';

/** A resume the server kept from an application that had other problems (one hour). */
export type KeptResumeNote = { token: string; name: string };

export type FormAnswer =
  | { outcome: 'sent'; reference: string }
  | {
      outcome: 'invalid';
      /** What the visitor typed, shown again in the fields. */
      values: Record<string, string>;
      /** A message per field name (the API's names). */
      errors: Record<string, string>;
      keptResume?: KeptResumeNote;
    }
  | {
      outcome: 'failed';
      values: Record<string, string>;
      /** The status the API would have answered: 400, 413, 429 or 503. */
      status: number;
      /** For a 429: seconds until the visitor may send again. */
      retryAfter?: number;
    };

/** The query parameter of a form's page that names a stored answer. */
export const ANSWER_PARAM = 'answer';

/** Tokens are 32 characters of base64url (24 random bytes); anything else is never looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The id of the error summary a refused form shows at its top (the redirect's fragment). */
export const ERROR_SUMMARY_ID = 'error-summary';
