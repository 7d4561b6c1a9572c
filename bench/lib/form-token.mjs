// A form token as proxy.ts gives a visitor who opened a page (lib/spam/form-token.ts), signed with
// the key the bench gives its servers: the load posts as people do, not as the scripts the
// screening marks. __tests__/bench/form-token.test.ts checks that the site accepts these.
import { createHmac, randomBytes } from 'node:crypto';

/** FORM_TOKEN_SECRET of the bench's servers. */
export const BENCH_FORM_TOKEN_SECRET = 'bench-form-token-secret-0123456789abcdef';

/** A token issued `ageMs` ago, as the Cookie header of a request. */
export function formTokenCookie(ageMs = 10_000, secret = BENCH_FORM_TOKEN_SECRET) {
  const issued = (Date.now() - ageMs).toString(36);
  const payload = `1.${issued}.${randomBytes(16).toString('base64url')}`;
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `form_token=${payload}.${signature}`;
}
