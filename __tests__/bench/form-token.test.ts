import { checkFormToken, requestFormToken } from '@/lib/spam/form-token';
import { BENCH_FORM_TOKEN_SECRET, formTokenCookie } from '../../bench/lib/form-token.mjs';

describe("the bench's form tokens", () => {
  it('are tokens the site accepts as a person’s, each with its own nonce', () => {
    const read = (cookie: string) =>
      checkFormToken(requestFormToken(new Headers({ cookie })), BENCH_FORM_TOKEN_SECRET);
    const first = read(formTokenCookie());
    const second = read(formTokenCookie());
    expect(first).toMatchObject({ state: 'valid', ageMs: expect.any(Number) });
    expect(second).toMatchObject({ state: 'valid' });
    expect('nonce' in first && 'nonce' in second && first.nonce !== second.nonce).toBe(true);
  });
});
