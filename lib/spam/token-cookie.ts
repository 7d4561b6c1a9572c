import 'server-only';
import { env } from '@/lib/env';
import { formTokenSecret } from '@/lib/secrets';
import {
  formTokenCookie,
  isHttps,
  issueFormToken,
  needsNewFormToken,
  requestFormToken,
} from './form-token';

/** A Set-Cookie header with a new form token for the visitor who made `request`. */
export async function freshTokenCookie(request: Request): Promise<string> {
  const secure = isHttps(request.url, request.headers, env.TRUST_PROXY_HOPS);
  return formTokenCookie(issueFormToken(await formTokenSecret()), { secure });
}

/**
 * Gives a page's visitor a form token unless they hold a recent one (proxy.ts, on every page): the
 * page itself stays prerendered. A response that sets one is the visitor's own, so no shared
 * cache may keep it.
 */
export async function withFormToken(request: Request, response: Response): Promise<Response> {
  try {
    if (!needsNewFormToken(requestFormToken(request.headers), await formTokenSecret())) {
      return response;
    }
    response.headers.append('Set-Cookie', await freshTokenCookie(request));
    response.headers.set('Cache-Control', 'private, no-cache');
  } catch {
    // The key could not be made (logged by lib/secrets.ts): the page without a token, its forms
    // still accepted, marked.
  }
  return response;
}
