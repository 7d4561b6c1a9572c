import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A form token: proof that a submission comes from someone who opened a page of the site, and
 * when. proxy.ts gives every visitor one in a cookie (HttpOnly, SameSite=Strict) when they open a
 * page and have none that is recent, so prerendered pages stay prerendered and a browser without
 * JavaScript sends it back with its form post like any other. It is
 * `1.<issued at, ms in base 36>.<16 random bytes>.<HMAC-SHA256 of the rest>`, all base64url.
 * A token is spent by the submission that uses it (lib/spam/screen.ts); the answer carries a new one.
 */
export const FORM_TOKEN_COOKIE = 'form_token';

/** After this a token no longer vouches for anything: the page was opened a day ago. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Faster than this after the page opened, no person has read and filled in a form. */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;
/**
 * A page opened with a token older than this gets a new one, so a token in use has at least half
 * a day left; a younger one is kept, so opening another page never resets the clock.
 */
const RENEW_AFTER_MS = FORM_TOKEN_MAX_AGE_MS / 2;
/** How far ahead of this server's clock another instance's may be: further is not our token. */
export const CLOCK_SKEW_MS = 60_000;

const VERSION = '1';
const NONCE_BYTES = 16;

export type FormTokenCheck =
  | { state: 'missing' }
  | { state: 'forged' }
  | { state: 'expired'; ageMs: number }
  | { state: 'too-fast' | 'valid'; ageMs: number; nonce: string };

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A new token issued at `now`. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${VERSION}.${now.toString(36)}.${randomBytes(NONCE_BYTES).toString('base64url')}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** What a token says, if this server signed it: its age at `now` and its nonce. */
export function checkFormToken(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): FormTokenCheck {
  if (!token) return { state: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return { state: 'forged' };
  const [, issued = '', nonce = '', signed = ''] = parts;
  const expected = signature(secret, parts.slice(0, 3).join('.'));
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { state: 'forged' };
  }
  const issuedAt = parseInt(issued, 36);
  const ageMs = now - issuedAt;
  // Signed by us, yet issued in the future beyond any clock skew: our key has been misused.
  if (!Number.isSafeInteger(issuedAt) || ageMs < -CLOCK_SKEW_MS) return { state: 'forged' };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { state: 'expired', ageMs };
  const age = Math.max(0, ageMs);
  return { state: age < FORM_TOKEN_MIN_AGE_MS ? 'too-fast' : 'valid', ageMs: age, nonce };
}

/** Whether a page request should get a new token: none, not ours, or more than half used up. */
export function needsNewFormToken(token: string | undefined, secret: string, now = Date.now()) {
  const check = checkFormToken(token, secret, now);
  return !('nonce' in check) || check.ageMs > RENEW_AFTER_MS;
}

/** The Set-Cookie header that gives a visitor `token`. */
export function formTokenCookie(token: string, { secure }: { secure: boolean }): string {
  const seconds = FORM_TOKEN_MAX_AGE_MS / 1000;
  const attributes = `Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return `${FORM_TOKEN_COOKIE}=${token}; ${attributes}`;
}

/** The token a request carries in its Cookie header, if any. */
export function requestFormToken(headers: Headers): string | undefined {
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === FORM_TOKEN_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * Whether the visitor reached us over HTTPS (directly, or through as many trusted proxies as
 * TRUST_PROXY_HOPS says, which set X-Forwarded-Proto): the cookie is then marked Secure.
 */
export function isHttps(url: string, headers: Headers, trustedHops: number): boolean {
  if (url.startsWith('https:')) return true;
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return trustedHops > 0 && forwarded === 'https';
}
