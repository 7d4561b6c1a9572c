import { randomBytes } from 'node:crypto';

/**
 * Every answer carries an `X-Request-Id`, and the log lines of its request carry the same id, so
 * that a visitor's or a proxy's report of one request finds its lines. The site's server
 * (scripts/serve.mjs) gives each request its id before the app sees it: a proxy's own (nginx's
 * `$request_id`) only when TRUST_PROXY_HOPS says proxies are there and it is well-formed (8-64
 * letters, digits, '-' or '_'), else a new one, so a client never writes into the log.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9_-]{8,64}$/;

/** A new id: 16 random bytes as 22 base64url characters. */
export function newRequestId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The id the site's server gave the request, or a new one where no server gave one (a route
 * handler called directly, as the tests do) or it is not well-formed.
 */
export function requestIdFor(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given !== null && WELL_FORMED.test(given) ? given : newRequestId();
}
