import { randomBytes } from 'node:crypto';

/**
 * Every answer carries an `X-Request-Id`, and the log lines of its request carry the same id, so
 * that a visitor's or a proxy's report of one request finds its lines. A proxy in front (nginx's
 * `$request_id`) may send its own; it is taken only when TRUST_PROXY_HOPS says proxies are there
 * and it is well-formed (8-64 letters, digits, '-' or '_'), else a client could write anything
 * into the log.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9_-]{8,64}$/;

/** A new id: 16 random bytes as 22 base64url characters. */
export function newRequestId(): string {
  return randomBytes(16).toString('base64url');
}

/** The id of a request: the trusted proxy's when there is one and it is well-formed, else a new one. */
export function requestIdFor(headers: Headers, trustedHops: number): string {
  const incoming = headers.get(REQUEST_ID_HEADER);
  if (trustedHops > 0 && incoming !== null && WELL_FORMED.test(incoming)) return incoming;
  return newRequestId();
}
