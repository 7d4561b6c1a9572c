import { createHash } from 'node:crypto';
import {
  checkFormToken,
  CLOCK_SKEW_MS,
  FORM_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_MIN_AGE_MS,
  formTokenCookie,
  isHttps,
  issueFormToken,
  needsNewFormToken,
  requestFormToken,
} from '@/lib/spam/form-token';
import { memorySightings } from '@/lib/spam/sightings';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const OTHER_SECRET = 'another-secret-of-thirty-two-characters!';
const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('a form token', () => {
  it('is valid once a person has had time to fill in the form, with its age', () => {
    const token = issueFormToken(SECRET, NOW - 12_000);
    expect(checkFormToken(token, SECRET, NOW)).toEqual({
      state: 'valid',
      ageMs: 12_000,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
  });

  it('is too fast when used sooner after the page opened than a person types', () => {
    const token = issueFormToken(SECRET, NOW - 1_200);
    expect(checkFormToken(token, SECRET, NOW)).toMatchObject({ state: 'too-fast', ageMs: 1_200 });
    expect(checkFormToken(token, SECRET, NOW - 1_200 + FORM_TOKEN_MIN_AGE_MS).state).toBe('valid');
  });

  it('has a nonce of its own each time, so that one used twice can be told', () => {
    const nonces = new Set(
      Array.from({ length: 50 }, () => {
        const check = checkFormToken(issueFormToken(SECRET, NOW - 5_000), SECRET, NOW);
        return 'nonce' in check ? check.nonce : '';
      }),
    );
    expect(nonces.size).toBe(50);
  });

  it('is told when reused: one token has one nonce, which the screening remembers once', async () => {
    // lib/spam/screen.ts keeps a keyed hash of the nonce of every token it spends.
    const spent = memorySightings(FORM_TOKEN_MAX_AGE_MS);
    const spend = async (token: string, now: number) => {
      const check = checkFormToken(token, SECRET, now);
      if (!('nonce' in check)) throw new Error(`not a usable token: ${check.state}`);
      return spent.first(createHash('sha256').update(check.nonce).digest('hex'));
    };
    const token = issueFormToken(SECRET, NOW - 10_000);
    expect(await spend(token, NOW)).toBe(true);
    expect(await spend(token, NOW + 60_000)).toBe(false);
    expect(await spend(issueFormToken(SECRET, NOW - 10_000), NOW)).toBe(true);
  });

  it('is missing when there is none', () => {
    expect(checkFormToken(undefined, SECRET, NOW)).toEqual({ state: 'missing' });
    expect(checkFormToken('', SECRET, NOW)).toEqual({ state: 'missing' });
  });

  describe('forged', () => {
    const token = issueFormToken(SECRET, NOW - 10_000);
    const [version, issued, nonce, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
    ];

    it.each([
      ['signed with another key', issueFormToken(OTHER_SECRET, NOW - 10_000)],
      [
        'with its issue time moved back',
        [version, (NOW - 60_000).toString(36), nonce, signature].join('.'),
      ],
      ['with another nonce', [version, issued, 'A'.repeat(22), signature].join('.')],
      ['with its signature cut short', [version, issued, nonce, signature.slice(0, 20)].join('.')],
      ['without a signature', [version, issued, nonce].join('.')],
      ['of another version', ['2', issued, nonce, signature].join('.')],
      ['made up', 'not-a-token'],
      ['with extra parts', `${token}.more`],
    ])('is refused %s', (_how, forged) => {
      expect(checkFormToken(forged, SECRET, NOW)).toEqual({ state: 'forged' });
    });
  });

  it('expires a day after the page was opened', () => {
    const token = issueFormToken(SECRET, NOW);
    expect(checkFormToken(token, SECRET, NOW + FORM_TOKEN_MAX_AGE_MS).state).toBe('valid');
    expect(checkFormToken(token, SECRET, NOW + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({
      state: 'expired',
      ageMs: FORM_TOKEN_MAX_AGE_MS + 1,
    });
  });

  describe('issued by an instance whose clock is ahead', () => {
    it('counts as just issued within the allowed skew (too fast, not forged)', () => {
      const token = issueFormToken(SECRET, NOW + 30_000);
      expect(checkFormToken(token, SECRET, NOW)).toMatchObject({ state: 'too-fast', ageMs: 0 });
      // Once that instance's time has come and gone, it ages as any other.
      expect(checkFormToken(token, SECRET, NOW + 40_000)).toMatchObject({
        state: 'valid',
        ageMs: 10_000,
      });
    });

    it('is not ours beyond the allowed skew', () => {
      const token = issueFormToken(SECRET, NOW + CLOCK_SKEW_MS + 1);
      expect(checkFormToken(token, SECRET, NOW)).toEqual({ state: 'forged' });
    });
  });
});

describe('needsNewFormToken (a page request)', () => {
  it('gives one to a visitor with none, or with one that is not ours or has expired', () => {
    expect(needsNewFormToken(undefined, SECRET, NOW)).toBe(true);
    expect(needsNewFormToken(issueFormToken(OTHER_SECRET, NOW), SECRET, NOW)).toBe(true);
    expect(
      needsNewFormToken(issueFormToken(SECRET, NOW - FORM_TOKEN_MAX_AGE_MS - 1), SECRET, NOW),
    ).toBe(true);
  });

  it('keeps a recent one, so that opening another page does not restart the clock', () => {
    expect(needsNewFormToken(issueFormToken(SECRET, NOW - 1_000), SECRET, NOW)).toBe(false);
    expect(needsNewFormToken(issueFormToken(SECRET, NOW - 60 * 60_000), SECRET, NOW)).toBe(false);
  });

  it('renews one more than half used up, so a token in use has at least half a day left', () => {
    const halfDay = FORM_TOKEN_MAX_AGE_MS / 2;
    expect(needsNewFormToken(issueFormToken(SECRET, NOW - halfDay), SECRET, NOW)).toBe(false);
    expect(needsNewFormToken(issueFormToken(SECRET, NOW - halfDay - 1), SECRET, NOW)).toBe(true);
  });
});

describe('the form token cookie', () => {
  it('is HttpOnly, strictly same-site, for the whole site, for a day; Secure over HTTPS', () => {
    expect(formTokenCookie('1.abc.def.ghi', { secure: false })).toBe(
      'form_token=1.abc.def.ghi; Path=/; Max-Age=86400; HttpOnly; SameSite=Strict',
    );
    expect(formTokenCookie('1.abc.def.ghi', { secure: true })).toMatch(/; Secure$/);
  });

  it('is read from a request among other cookies', () => {
    const headers = new Headers({ cookie: 'theme=dark; form_token=1.abc.def.ghi; x=y' });
    expect(requestFormToken(headers)).toBe('1.abc.def.ghi');
    expect(requestFormToken(new Headers({ cookie: 'theme=dark' }))).toBeUndefined();
    expect(requestFormToken(new Headers())).toBeUndefined();
  });

  it('is Secure when the visitor used HTTPS, trusting X-Forwarded-Proto only from trusted proxies', () => {
    const forwarded = new Headers({ 'x-forwarded-proto': 'https' });
    expect(isHttps('https://www.acme.test/contact', new Headers(), 0)).toBe(true);
    expect(isHttps('http://127.0.0.1:3000/contact', forwarded, 1)).toBe(true);
    expect(isHttps('http://127.0.0.1:3000/contact', forwarded, 0)).toBe(false);
    expect(isHttps('http://127.0.0.1:3000/contact', new Headers(), 1)).toBe(false);
  });
});
