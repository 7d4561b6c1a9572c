import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { securityHeaders } from '../next.config';
import { test } from './support/rate-limited';
import { LOW_CONTACT_LIMIT } from './support/servers';

// Runs against `npm start` (project 'desktop') and `npm run dev` (project 'dev'): the same
// headers, redirects and rate-limit identity, less what hot reload needs ('unsafe-eval').

const REQUIRED = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

test('next.config.ts declares every required security header', () => {
  expect(securityHeaders.map(({ key }) => key.toLowerCase()).sort()).toEqual([...REQUIRED].sort());
  const csp = securityHeaders.find(({ key }) => key === 'Content-Security-Policy')!.value;
  for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
});

const isDev = () => test.info().project.name === 'dev';

/** The response carries every header of next.config.ts with its value (dev: plus 'unsafe-eval'). */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const { key, value } of securityHeaders) {
    const sent = headers[key.toLowerCase()];
    if (key === 'Content-Security-Policy' && isDev()) {
      expect(sent, `${key} of ${response.url()}`).toContain("'unsafe-eval'");
      expect(sent?.replace(" 'unsafe-eval'", ''), `${key} of ${response.url()}`).toBe(value);
    } else {
      expect(sent, `${key} of ${response.url()}`).toBe(value);
    }
  }
}

/** Each path answers 308 to its location, with the security headers. */
async function expectRedirects(request: APIRequestContext, redirects: [string, string][]) {
  for (const [path, location] of redirects) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers()['location'], path).toBe(location);
    expectSecurityHeaders(response);
  }
}

test.describe('security headers on every response', () => {
  test('an alias redirect: 308 to the canonical route in one step', async ({ request }) => {
    await expectRedirects(request, [
      ['/about', '/about/process'],
      ['/about/', '/about/process'],
      ['/solutions/app-development', '/services/mobile-development'],
      ['/solutions/quantum/computing', '/services'],
    ]);
  });

  test("a page's trailing slash: 308 to the path without it, the query kept", async ({
    request,
  }) => {
    await expectRedirects(request, [
      ['/services/', '/services'],
      ['/career/?q=react', '/career?q=react'],
      ['/no-such-page/', '/no-such-page'],
    ]);
  });

  test('a page and a 404', async ({ request }) => {
    const page = await request.get('/', { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page);
    const missing = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
  });

  test("the build's scripts and styles, and a public file", async ({ request }) => {
    const html = await (await request.get('/')).text();
    // With the build's deployment id (next.config.ts deploymentId) the names end in ?dpl=<id>.
    const assets = [
      ...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css)(?:\?dpl=[^"]+)?)"/g),
    ];
    expect(assets.length).toBeGreaterThan(1);
    for (const [, src] of assets.slice(0, 3)) {
      const response = await request.get(src!);
      expect(response.status(), src).toBe(200);
      expectSecurityHeaders(response);
      // Content-hashed names: a browser or proxy may keep them for good (not in dev).
      if (!isDev()) {
        expect(response.headers()['cache-control'], src).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
    const file = await request.get('/og.png');
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file);
  });

  test('the API: an answer and a 405', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: expect.any(String) });
    expectSecurityHeaders(health);
    const notAllowed = await request.post('/api/health', { data: {} });
    expect(notAllowed.status()).toBe(405);
    expect(await notAllowed.json()).toMatchObject({ ok: false });
    expectSecurityHeaders(notAllowed);
  });

  test('the API answers with and without the trailing slash, never by redirect', async ({
    request,
  }) => {
    const answers = {
      '/api/health': 200,
      '/api/contact': 405,
      '/api/apply': 405,
      '/api/notify': 405,
    };
    for (const [api, status] of Object.entries(answers)) {
      for (const path of [api, `${api}/`, `${api}/?from=test`]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(status);
        expect(response.headers()['location'], path).toBeUndefined();
        expect(response.headers()['content-type'], path).toContain('application/json');
        expectSecurityHeaders(response);
      }
    }
  });
});

test('a client-sent X-Forwarded-For does not choose the rate-limit identity', async ({
  playwright,
  rateLimitedOrigin,
}) => {
  // A server whose contact form takes LOW_CONTACT_LIMIT.points requests per client; each request
  // claims another client address in every forwarding header. An empty object is refused (422),
  // so nothing is sent, but the limit is counted first. Were a claimed address the identity, each
  // would be a new client and never refused. The server's count may have started already (another
  // spec sends to it: e2e/contact.spec.ts), so the 429 comes at the latest after the limit.
  const api = await playwright.request.newContext({ baseURL: rateLimitedOrigin });
  const claimingToBe = (n: number) => ({
    'X-Forwarded-For': `203.0.113.${n}`,
    'X-Real-IP': `203.0.113.${n}`,
    Forwarded: `for=203.0.113.${n}`,
  });
  const answers: APIResponse[] = [];
  while (answers.length <= LOW_CONTACT_LIMIT.points && answers.at(-1)?.status() !== 429) {
    const claimed = claimingToBe(answers.length + 1);
    answers.push(await api.post('/api/contact', { data: {}, headers: claimed }));
  }
  const statuses = answers.map((answer) => answer.status());
  // As many refused fields as the count had left, then the limit.
  expect(statuses).toEqual([...statuses.slice(0, -1).map(() => 422), 429]);
  const limited = answers.at(-1)!;
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expectSecurityHeaders(limited);
  await api.dispose();
});
