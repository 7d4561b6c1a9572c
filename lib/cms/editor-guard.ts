import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { TooManyRequestsError } from '@/lib/http/errors';
import { createLimiter, enforceRateLimit } from '@/lib/rate-limit';

/** The editor and its API: what proxy.ts hands to `guardEditor`. */
export const EDITOR_PATH = /^\/(?:admin|cms-api)(?:\/|$)/;

/**
 * Payload's web sign-up of a first user, and its password reset by e-mail: closed. The first admin
 * is made with `npm run admin:create`; an admin resets another user's password in the editor.
 */
const CLOSED =
  /^\/(?:admin\/(?:create-first-user|forgot|reset)|cms-api\/users\/(?:first-register|forgot-password|reset-password|init))(?:\/|$)/;
const SIGN_IN = /^\/cms-api\/users\/(?:login|unlock)\/?$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const limits = ((
  globalThis as { __editorLimits?: ReturnType<typeof makeLimits> }
).__editorLimits ??= makeLimits());
function makeLimits() {
  return {
    any: createLimiter('cms', env.CMS_RATE_LIMIT),
    signIn: createLimiter('cms:login', env.CMS_LOGIN_RATE_LIMIT),
  };
}

/** Another site's page sending a request: its browser says so (Fetch Metadata, or Origin). */
function isCrossSite(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  return origin !== null && origin !== request.nextUrl.origin;
}

const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  NextResponse.json({ errors: [{ message }] }, { status, headers: { ...headers, ...NOINDEX } });

const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The editor is not a way in: no sign-up on the web, no request from another site that changes
 * anything (the session cookie is SameSite=Strict as well), a bound on requests and a tighter one
 * on sign-in attempts per client address, and nothing of it in a search engine.
 */
export async function guardEditor(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (CLOSED.test(pathname)) return refusal(404, 'Not found.');
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request))
    return refusal(403, 'Requests from other sites are not accepted.');
  try {
    await enforceRateLimit(limits.any, request);
    if (request.method === 'POST' && SIGN_IN.test(pathname))
      await enforceRateLimit(limits.signIn, request);
  } catch (error) {
    if (error instanceof TooManyRequestsError)
      return refusal(429, error.message, error.headers as Record<string, string>);
    throw error;
  }
  const response = NextResponse.next();
  response.headers.set('X-Robots-Tag', NOINDEX['X-Robots-Tag']);
  return response;
}
