import { expect, test, type APIRequestContext } from '@playwright/test';
import { parsePrometheusText, sampleValue } from '../__tests__/support/prometheus-text';
import { E2E_METRICS_TOKEN } from './support/servers';

// Against `npm start` (project 'desktop'), whose env sets METRICS_TOKEN (playwright.config.ts).
// Other specs load pages in parallel, so counts are compared as 'at least'.

const authorised = { authorization: `Bearer ${E2E_METRICS_TOKEN}` };

async function requestsOf(request: APIRequestContext) {
  const response = await request.get('/api/metrics', { headers: authorised });
  expect(response.status()).toBe(200);
  const scrape = parsePrometheusText(await response.text());
  return {
    scrape,
    count: (route: string, method: string, status: string) =>
      sampleValue(scrape, 'http_requests_total', { route, method, status }),
  };
}

test('GET /api/metrics without the token, or with a wrong one, is the 404 of an unknown path', async ({
  request,
}) => {
  const unknown = await request.get('/api/no-such-endpoint');
  expect(unknown.status()).toBe(404);
  const unknownPage = await unknown.text();
  expect(unknownPage).toContain('<title>');
  const wrong = { authorization: `Bearer ${E2E_METRICS_TOKEN}-not` };
  for (const answer of [
    await request.get('/api/metrics'),
    await request.get('/api/metrics/'),
    await request.get('/api/metrics', { headers: wrong }),
    await request.post('/api/metrics', { headers: wrong }),
  ]) {
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toBe(unknown.headers()['content-type']);
    const text = await answer.text();
    expect(text).not.toContain('# TYPE');
    // The same page as an unknown path, but for the request id the scripts carry.
    const title = (html: string) => /<title>[^<]*<\/title>/.exec(html)?.[0];
    expect(title(text)).toBe(title(unknownPage));
    expect(text.length).toBeGreaterThan(unknownPage.length * 0.9);
  }
  expect((await request.get('/api/metrics/', { headers: authorised })).status()).toBe(200);
});

test('page loads and API posts move http_requests_total by route pattern', async ({
  page,
  request,
}) => {
  const before = await requestsOf(request);

  const response = await page.goto('/about/team');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-request-id']).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const refused = await request.post('/api/contact', { data: { name: '' } });
  expect(refused.status()).toBe(422);
  expect(refused.headers()['x-request-id']).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const randomPath = `/no-such-page-${Date.now()}`;
  expect((await request.get(randomPath)).status()).toBe(404);
  expect((await request.get('/solutions')).status()).toBe(200); // its 308 followed to /services

  // The request is counted and its log line written as its answer is sent, just after it.
  await expect(async () => {
    const after = await requestsOf(request);
    const moved = (route: string, method: string, status: string) =>
      after.count(route, method, status) - before.count(route, method, status);
    expect(moved('/about/team', 'GET', '2xx')).toBeGreaterThanOrEqual(1);
    expect(moved('/api/contact', 'POST', '4xx')).toBeGreaterThanOrEqual(1);
    expect(moved('unmatched', 'GET', '4xx')).toBeGreaterThanOrEqual(1);
    expect(moved('redirect', 'GET', '3xx')).toBeGreaterThanOrEqual(1);
    expect(moved('/services', 'GET', '2xx')).toBeGreaterThanOrEqual(1);
    const routes = after.scrape.samples.map((sample) => sample.labels.route ?? '');
    expect(routes).not.toContain(randomPath);
  }).toPass({ timeout: 5_000 });
});
