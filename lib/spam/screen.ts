import 'server-only';
import { log } from '@/lib/log';
import { formTokenSecret } from '@/lib/secrets';
import {
  checkFormToken,
  CLOCK_SKEW_MS,
  FORM_TOKEN_MAX_AGE_MS,
  requestFormToken,
  type FormTokenCheck,
} from './form-token';
import { linkSignals, type LinkSignal } from './links';
import { keyedHash, mailboxHash } from './mailbox';
import { sightings } from './sightings';

/** The signals of spam scoring: none needs JavaScript, a puzzle or another company's service. */
export type SpamSignal =
  | 'honeypot-missing'
  | 'token-missing'
  | 'token-forged'
  | 'token-expired'
  | 'token-too-fast'
  | 'token-reused'
  | 'repeated'
  | LinkSignal['signal']
  | 'already-listed';

/** A signal found in a submission, with the sentence staff read in its e-mail. */
export type SpamReason = { signal: SpamSignal; text: string };

/**
 * A submission's score is one point per signal found (its `reasons`). At LIKELY_SPAM_SCORE it is
 * likely spam: still delivered to staff, marked, but never acknowledged. Nothing here reads the
 * language or script of what was typed.
 */
export type Screening = { likelySpam: boolean; reasons: readonly SpamReason[] };

export const LIKELY_SPAM_SCORE = 1;
/** How long a submission's hash is kept to recognise the same one sent again. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long an address is remembered on the launch list: until the launch, at most a year. */
export const LAUNCH_LIST_MS = 365 * 24 * 60 * 60 * 1000;

/** What a form tells the screening about one submission that passed validation. */
export type ScreeningInput = {
  /** The form ('contact', 'apply', 'notify'): the same fields in two forms are two submissions. */
  form: string;
  /** The fields as sent: is the honeypot there at all? */
  fields: Readonly<Record<string, unknown>>;
  /** One-line fields about the sender (name, company, location): no place for a link. */
  names: readonly string[];
  /** What the sender wrote (subject, message, cover letter). */
  texts: readonly string[];
  /** The accepted submission (and a digest of any file): the same again within a day is marked. */
  content?: unknown;
  /** For the launch list: the address, marked when it is on the list already. */
  listAddress?: string;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} seconds`;

function tokenReason(check: FormTokenCheck): SpamReason | null {
  switch (check.state) {
    case 'missing':
      return {
        signal: 'token-missing',
        text: 'No form token: sent without opening a page of the site first, or with cookies off.',
      };
    case 'forged':
      return { signal: 'token-forged', text: 'The form token was not one the site issued.' };
    case 'expired':
      return {
        signal: 'token-expired',
        text: 'The form token had expired: the page was opened more than 24 hours before.',
      };
    case 'too-fast':
      return {
        signal: 'token-too-fast',
        text: `Sent ${seconds(check.ageMs)} after the page was opened: faster than a person fills in a form.`,
      };
    case 'valid':
      return null;
  }
}

function linkReason(found: LinkSignal): SpamReason {
  switch (found.signal) {
    case 'link-in-name':
      return { signal: found.signal, text: 'A link in the name, company or location.' };
    case 'many-links':
      return { signal: found.signal, text: `${found.count} links in the message.` };
    case 'mostly-links':
      return {
        signal: found.signal,
        text: `The message is mostly links (${Math.round(found.share * 100)} % of its characters).`,
      };
    case 'url-shortener':
      return {
        signal: found.signal,
        text: `A link through a URL shortener (${found.host}), which hides where it leads.`,
      };
  }
}

/** Something remembered by this submission, forgotten again if it is not accepted after all. */
type Sighting = { store: ReturnType<typeof sightings>; key: string; seenBefore: boolean };

async function sight(
  kind: string,
  rememberMs: number,
  hash: Promise<string>,
  local: 'memory' | 'disk' = 'memory',
): Promise<Sighting> {
  const store = sightings(kind, rememberMs, local);
  const key = await hash; // no key, no submission: 503 (lib/secrets.ts)
  try {
    return { store, key, seenBefore: !(await store.first(key)) };
  } catch (error) {
    // A sighting that cannot be kept only leaves one signal unread; the submission goes on.
    log.error('spam.unremembered', { kind }, error);
    return { store, key, seenBefore: false };
  }
}

const screenings = new WeakMap<Request, Screening>();

/**
 * How the request's submission was screened, if it got that far (lib/forms/server/submission.ts
 * counts it).
 */
export function screeningOf(request: Request): Screening | undefined {
  return screenings.get(request);
}

/**
 * Scores a valid submission, then `accept`s it with the screening (the route stores and sends it,
 * marked when likely spam). What the screening remembered (the spent token, the submission's hash,
 * the address on the launch list) is forgotten again when `accept` fails, so that sending it again
 * is not held against the sender.
 */
export async function screened<T>(
  request: Request,
  input: ScreeningInput,
  accept: (screening: Screening) => Promise<T>,
): Promise<T> {
  const reasons: SpamReason[] = [];
  if (!Object.hasOwn(input.fields, 'website')) {
    reasons.push({
      signal: 'honeypot-missing',
      text: "The form's hidden field was missing: it was not sent from the site's own form.",
    });
  }
  const token = checkFormToken(requestFormToken(request.headers), await formTokenSecret());
  const tokenProblem = tokenReason(token);
  if (tokenProblem) reasons.push(tokenProblem);
  reasons.push(...linkSignals(input.names, input.texts).map(linkReason));

  const remembered = await Promise.all([
    'nonce' in token
      ? sight('form-tokens', FORM_TOKEN_MAX_AGE_MS + CLOCK_SKEW_MS, keyedHash('token', token.nonce))
      : null,
    input.content === undefined
      ? null
      : sight(
          'submissions',
          REPEAT_WINDOW_MS,
          keyedHash(`submission:${input.form}`, JSON.stringify(input.content)),
        ),
    input.listAddress === undefined
      ? null
      : sight('launch-list', LAUNCH_LIST_MS, mailboxHash('launch-list', input.listAddress), 'disk'),
  ]);
  const [spentToken, submission, listed] = remembered;
  if (spentToken?.seenBefore) {
    reasons.push({
      signal: 'token-reused',
      text: 'The form token had already been used for another submission.',
    });
  }
  if (submission?.seenBefore) {
    reasons.push({
      signal: 'repeated',
      text: 'The same submission arrived in the last 24 hours.',
    });
  }
  if (listed?.seenBefore) {
    reasons.push({ signal: 'already-listed', text: 'This address is on the launch list already.' });
  }

  const screening = {
    likelySpam: reasons.length >= LIKELY_SPAM_SCORE,
    reasons,
  };
  screenings.set(request, screening);
  try {
    return await accept(screening);
  } catch (error) {
    const firstSeen = remembered.filter((entry) => entry && !entry.seenBefore) as Sighting[];
    await Promise.all(firstSeen.map((entry) => entry.store.forget(entry.key).catch(() => {})));
    throw error;
  }
}
