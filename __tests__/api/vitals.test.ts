/**
 * POST /api/vitals: a browser's Core Web Vitals counted per route pattern; everything that is not
 * such a report refused with the right 4xx, nothing counted, and the endpoint still answering.
 */
import type { Registry } from 'prom-client';

type RouteModule = typeof import('@/app/api/vitals/route');
type App = { route: RouteModule; registry: Registry };

const URL = 'http://localhost/api/vitals';
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

/** The route in a module registry of its own, with these settings and fresh metrics and store. */
async function loadApp(settings: Record<string, string> = {}): Promise<App> {
  const saved = { ...process.env };
  const holder = globalThis as Record<string, unknown>;
  delete holder.__siteMetrics;
  delete holder.__vitalsStore;
  delete holder.__vitalHistograms;
  Object.assign(process.env, { REDIS_URL: '', TRUST_PROXY_HOPS: '1', ...settings });
  let app: App | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      const route = await import('@/app/api/vitals/route');
      const { metrics } = await import('@/lib/metrics');
      app = { route, registry: metrics().registry };
    });
  } finally {
    process.env = saved;
  }
  return app!;
}

function post(
  app: App,
  body: string | object,
  { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return app.route.POST(
    new Request(URL, {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    }),
  );
}

/** A sample of `web_vitals_*_count` for one route in the scrape (0 when absent). */
async function count(app: App, metric: string, route: string): Promise<number> {
  const scrape = await app.registry.metrics();
  const line = scrape
    .split('\n')
    .find((entry) => entry.startsWith(`${metric}_count{route="${route}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Every vitals observation in the scrape, whatever its route. */
async function totalObservations(app: App): Promise<number> {
  const scrape = await app.registry.metrics();
  return scrape
    .split('\n')
    .filter((line) => /^web_vitals_\w+_count\{/.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const pageLoad = {
  metrics: [
    { name: 'LCP', value: 1234.5, route: '/career/[slug]' },
    { name: 'FCP', value: 800, route: '/career/[slug]' },
    { name: 'TTFB', value: 120.3, route: '/career/[slug]' },
    { name: 'CLS', value: 0.05, route: '/career/[slug]' },
    { name: 'INP', value: 96, route: '/career/[slug]' },
  ],
};
const one = (metric: Record<string, unknown>) => ({
  metrics: [{ name: 'LCP', value: 1000, route: '/', ...metric }],
});

describe('POST /api/vitals with valid reports', () => {
  it('answers 204 and counts each metric under its route, in seconds', async () => {
    const app = await loadApp();
    const response = await post(app, pageLoad);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    for (const metric of ['lcp_seconds', 'fcp_seconds', 'ttfb_seconds', 'inp_seconds']) {
      expect(await count(app, `web_vitals_${metric}`, '/career/[slug]')).toBe(1);
    }
    expect(await count(app, 'web_vitals_cls', '/career/[slug]')).toBe(1);
    const scrape = await app.registry.metrics();
    expect(scrape).toContain('web_vitals_lcp_seconds_sum{route="/career/[slug]"} 1.2345');
    expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/career/[slug]",le="1"} 0');
    expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/career/[slug]",le="1.5"} 1');
    expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/career/[slug]",le="+Inf"} 1');
    expect(scrape).toContain('web_vitals_cls_bucket{route="/career/[slug]",le="0.05"} 1');
    expect(scrape).toMatch(/# TYPE web_vitals_inp_seconds histogram/);
  });

  it('counts a route outside the site, or a path sent in place of a pattern, as other', async () => {
    const app = await loadApp();
    expect((await post(app, one({ route: '/career/senior-developer' }))).status).toBe(204);
    expect((await post(app, one({ route: '/wp-admin/setup.php' }))).status).toBe(204);
    expect(await count(app, 'web_vitals_lcp_seconds', 'other')).toBe(2);
    expect(await count(app, 'web_vitals_lcp_seconds', '/career/senior-developer')).toBe(0);
  });

  it('takes the trailing-slash path and zero values', async () => {
    const app = await loadApp();
    expect((await post(app, one({ name: 'CLS', value: 0 }))).status).toBe(204);
    expect(await count(app, 'web_vitals_cls', '/')).toBe(1);
    // A page that did not move at all is counted as that, not as a shift below 0.01.
    const scrape = await app.registry.metrics();
    expect(scrape).toContain('web_vitals_cls_bucket{route="/",le="0"} 1');
  });
});

describe('POST /api/vitals refuses what is not a report, counting nothing', () => {
  const refusals: [string, string | object, number, Record<string, string>?][] = [
    ['malformed JSON', '{"metrics": [', 400],
    ['NaN, which JSON cannot carry', '{"metrics":[{"name":"LCP","value":NaN,"route":"/"}]}', 400],
    ['a JSON array', JSON.stringify(pageLoad.metrics), 400],
    [
      'a value sent as a string',
      one({ value: '1200' }),
      422,
      { 'metrics.0.value': 'value must be a finite number' },
    ],
    [
      'a missing value',
      one({ value: undefined }),
      422,
      { 'metrics.0.value': 'value must be a finite number' },
    ],
    ['null as the value', one({ value: null }), 422],
    [
      'a route that is not a string',
      one({ route: 42 }),
      422,
      { 'metrics.0.route': 'route must be a string' },
    ],
    ['a route that is not a path', one({ route: 'career' }), 422],
    ['a very long route', one({ route: `/${'a'.repeat(300)}` }), 422],
    [
      'an unknown metric',
      one({ name: 'FID' }),
      422,
      { 'metrics.0.name': 'name must be one of LCP, INP, CLS, FCP, TTFB' },
    ],
    [
      'a negative value',
      one({ value: -1 }),
      422,
      { 'metrics.0.value': 'value must not be negative' },
    ],
    [
      'an absurd value (1e12 ms)',
      one({ value: 1e12 }),
      422,
      { 'metrics.0.value': 'value is beyond what a browser can report' },
    ],
    ['an absurd CLS', one({ name: 'CLS', value: 1e6 }), 422],
    ['Infinity (1e999)', '{"metrics":[{"name":"LCP","value":1e999,"route":"/"}]}', 422],
    ['no metrics', { metrics: [] }, 422, { metrics: 'metrics must not be empty' }],
    ['too many metrics', { metrics: Array.from({ length: 11 }, () => one({}).metrics[0]) }, 422],
    [
      'an extra field (an identifier)',
      { ...pageLoad, id: 'v5-123' },
      422,
      { id: 'This field is not accepted' },
    ],
    [
      'one bad entry among good ones',
      { metrics: [...pageLoad.metrics, { name: 'LCP', value: -5, route: '/' }] },
      422,
    ],
  ];

  it.each(refusals.map(([what, body, status, errors]) => ({ what, body, status, errors })))(
    '$what',
    async ({ body, status, errors }) => {
      const app = await loadApp();
      const response = await post(app, body);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { ok: boolean; errors?: Record<string, string> };
      expect(answer.ok).toBe(false);
      if (errors) expect(answer.errors).toEqual(expect.objectContaining(errors));
      expect(await totalObservations(app)).toBe(0);
      // Still up: the next report is counted.
      expect((await post(app, pageLoad)).status).toBe(204);
      expect(await totalObservations(app)).toBe(5);
    },
  );

  it('refuses another content type with 415', async () => {
    const app = await loadApp();
    const response = await post(app, pageLoad, { headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
    expect(await totalObservations(app)).toBe(0);
  });

  it('refuses a body over 2 KB with 413, declared or streamed', async () => {
    const app = await loadApp();
    const padded = JSON.stringify({ ...pageLoad, padding: 'x'.repeat(3000) });
    expect((await post(app, padded)).status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
        controller.close();
      },
    });
    const response = await app.route.POST(
      new Request(URL, {
        method: 'POST',
        body: streamed,
        duplex: 'half',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await totalObservations(app)).toBe(0);
  });

  it.each([
    ['an Origin of another site', { origin: 'https://attacker.example', host: 'localhost' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a null Origin', { origin: 'null' }],
  ])('refuses a post from %s with 403', async (_, headers) => {
    const app = await loadApp();
    const response = await post(app, pageLoad, { headers });
    expect(response.status).toBe(403);
    expect(await totalObservations(app)).toBe(0);
  });

  it('takes a same-origin browser post', async () => {
    const app = await loadApp();
    const headers = {
      origin: 'http://localhost',
      host: 'localhost',
      'sec-fetch-site': 'same-origin',
    };
    expect((await post(app, pageLoad, { headers })).status).toBe(204);
  });

  it('limits a flood from one client with 429 and Retry-After, counting only what it allowed', async () => {
    const app = await loadApp({ VITALS_RATE_LIMIT: '3/60' });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post(app, pageLoad, { ip })).status).toBe(204);
    const refused = await post(app, pageLoad, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect((await post(app, pageLoad, { ip })).status).toBe(429);
    expect(await count(app, 'web_vitals_lcp_seconds', '/career/[slug]')).toBe(3);
    // Another visitor is not held back by the flood.
    expect((await post(app, pageLoad)).status).toBe(204);
  });

  it('answers other methods with 405', async () => {
    const app = await loadApp();
    const response = app.route.GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
