import { parsePrometheusText, sampleValue, type Scrape } from '../support/prometheus-text';
import { setUpRouteHarness, type RouteApp } from '../support/route-harness';

type App = RouteApp<{
  route: typeof import('@/app/api/contact/route');
  metricsRoute: typeof import('@/app/api/metrics/route');
}>;

const TOKEN = 'metrics-token-for-the-tests-0123';
const METRICS_URL = 'http://localhost/api/metrics';

const { loadApp, postJson, nextIp } = setUpRouteHarness({
  tempPrefix: 'metrics-api-',
  url: 'http://localhost/api/contact',
  contentType: 'application/json',
  env: {
    SALES_EMAIL: 'sales@acme.test',
    MAIL_FROM: 'website@acme.test',
    CONTACT_RATE_LIMIT: '1/60',
  },
  load: async () => ({
    route: await import('@/app/api/contact/route'),
    metricsRoute: await import('@/app/api/metrics/route'),
  }),
});

const enquiry = (n: number) => ({
  name: 'Ravi Kumar',
  email: `ravi.${n}@example.org`,
  message: `We would like a quote for a new web shop, number ${n}.`,
  website: '',
});

const get = (app: App, headers: Record<string, string> = {}, method = 'GET') =>
  (method === 'GET' ? app.metricsRoute.GET : app.metricsRoute.POST)(
    new Request(METRICS_URL, { method, headers }),
  );
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(app: App): Promise<Scrape> {
  const response = await get(app, bearer(TOKEN));
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

const submissions = (s: Scrape, labels: Record<string, string>) =>
  sampleValue(s, 'form_submissions_total', { form: 'contact', ...labels });

describe('GET /api/metrics', () => {
  it('is not there (404) without METRICS_TOKEN, whatever the request says', async () => {
    const app = await loadApp({ METRICS_TOKEN: '' });
    expect((await get(app)).status).toBe(404);
    expect((await get(app, bearer(TOKEN))).status).toBe(404);
    expect((await get(app, bearer(''))).status).toBe(404);
  });

  it('is not there (404) for a missing or wrong token, any method', async () => {
    const app = await loadApp({ METRICS_TOKEN: TOKEN });
    for (const headers of [
      {},
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await get(app, headers);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('# TYPE');
      expect((await get(app, headers, 'POST')).status).toBe(404);
    }
  });

  it('answers other methods with the API JSON 405 to the token holder', async () => {
    const app = await loadApp({ METRICS_TOKEN: TOKEN });
    const response = await get(app, bearer(TOKEN), 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ ok: false, error: 'Method not allowed.' });
  });

  it("answers the token with Prometheus' text format, uncached", async () => {
    const app = await loadApp({ METRICS_TOKEN: TOKEN });
    const response = await get(app, bearer(TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const parsed = parsePrometheusText(await response.text());
    expect(parsed.types.get('http_requests_total')).toBe('counter');
    expect(parsed.types.get('form_submissions_total')).toBe('counter');
    expect(parsed.types.get('http_request_duration_seconds')).toBe('histogram');
    expect(parsed.types.get('process_resident_memory_bytes')).toBe('gauge');
    expect(sampleValue(parsed, 'mail_queue_depth', {})).toBe(0);
    expect(sampleValue(parsed, 'mail_queue_failing', {})).toBe(0);
    expect(sampleValue(parsed, 'mail_queue_oldest_age_seconds', {})).toBe(0);
    const build = parsed.samples.find((sample) => sample.name === 'site_build_info');
    expect(build?.labels).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      commit: expect.any(String),
      node: process.version,
    });
  });

  it('counts submissions accepted, refused by reason and spam, and rate-limit refusals', async () => {
    const app = await loadApp({ METRICS_TOKEN: TOKEN });
    const before = await scrape(app);

    expect((await postJson(app, enquiry(1))).status).toBe(201);
    expect((await postJson(app, { ...enquiry(2), email: 'not an address' })).status).toBe(422);
    const ip = nextIp();
    expect((await postJson(app, enquiry(3), { ip })).status).toBe(201);
    expect((await postJson(app, enquiry(4), { ip })).status).toBe(429);
    expect((await postJson(app, { ...enquiry(5), website: 'http://spam' })).status).toBe(201);
    expect((await postJson(app, enquiry(6), { token: null })).status).toBe(201);
    const crossSite = { headers: { origin: 'https://elsewhere.example' } };
    expect((await postJson(app, enquiry(7), crossSite)).status).toBe(403);

    const after = await scrape(app);
    const moved = (labels: Record<string, string>) =>
      submissions(after, labels) - submissions(before, labels);
    expect(moved({ outcome: 'accepted', reason: '' })).toBe(2);
    expect(moved({ outcome: 'refused', reason: 'invalid' })).toBe(1);
    expect(moved({ outcome: 'refused', reason: 'rate-limited' })).toBe(1);
    expect(moved({ outcome: 'refused', reason: 'cross-site' })).toBe(1);
    expect(moved({ outcome: 'spam', reason: 'honeypot' })).toBe(1);
    expect(moved({ outcome: 'spam', reason: 'token-missing' })).toBe(1);
    const refusals = (s: Scrape) =>
      sampleValue(s, 'rate_limit_refusals_total', { limit: 'contact' });
    expect(refusals(after) - refusals(before)).toBe(1);
  });
});
