import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Redis from 'ioredis';
import { RedisServer } from '../__tests__/support/redis-server';
import { VITAL_NAMES, VITALS, type VitalName } from '../lib/vitals/definitions';
import { formatReport, histogramQuantile } from '../scripts/vitals.mjs';
import { startSiteProcess, type SiteProcess } from './support/site-process';

/**
 * Field data end to end: a production server whose distributions live in a real Redis (as with
 * several instances), pages loaded in Chromium, and the p75 read back from what the server
 * stored, with the interpolation `npm run vitals` uses. VITALS_LOADS=20 loads each route 20 times
 * and prints the report (the figures of the closing note).
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.skip(({ browserName }) => browserName !== 'chromium', 'web-vitals measures in Chromium');

const LOADS = Number(process.env.VITALS_LOADS ?? 1);
const ROUTES = [
  { path: '/', pattern: '/' },
  { path: '/contact', pattern: '/contact' },
  { path: '/career/senior-frontend-developer', pattern: '/career/[slug]' },
];

let redis: RedisServer;
let probe: Redis;
let site: SiteProcess;
let dataDir: string;

test.beforeAll(async () => {
  redis = await RedisServer.start();
  probe = new Redis(redis.url);
  dataDir = await mkdtemp(join(tmpdir(), 'web-vitals-e2e-'));
  site = await startSiteProcess({
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    TRUST_PROXY_HOPS: '0',
    FORM_TOKEN_SECRET: 'web-vitals-e2e-form-token-secret-0123456789',
    APPLICANT_HASH_KEY: 'web-vitals-e2e-applicant-hash-key-01234567',
  });
});

test.afterAll(async () => {
  await site?.stop();
  probe?.disconnect();
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The cumulative buckets the server stored for a metric on a route, as a scrape shows them. */
async function storedBuckets(name: VitalName, route: string) {
  const hash = await probe.hgetall(`vitals:${name}:${route}`);
  const bounds = [...VITALS[name].buckets, Infinity];
  let cumulative = 0;
  return bounds.map((le, index) => ({ le, count: (cumulative += Number(hash[`b${index}`] ?? 0)) }));
}

async function p75(name: VitalName, route: string): Promise<number> {
  return histogramQuantile(0.75, await storedBuckets(name, route));
}

type Beacon = { metrics: { name: string; value: number; route: string }[] };

/** Loads `path`, lets the reporter load, interacts once, leaves: the report sent as it goes. */
async function loadAndLeave(page: Page, path: string): Promise<{ beacon: Beacon; status: number }> {
  await page.goto(`${site.url}${path}`);
  // The reporter loads after the load event, when the browser is idle.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const loaded = navigation?.loadEventEnd ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/_next/static/') && entry.startTime >= loaded);
  });
  // An interaction for INP (a click on the page's heading, which does nothing).
  await page.locator('h1').first().click();
  const reported = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/vitals',
  );
  // Leaving hides the page: web-vitals finalises CLS, INP and LCP, and the report is sent.
  await page.goto('about:blank');
  const response = await reported;
  return { beacon: response.request().postDataJSON() as Beacon, status: response.status() };
}

test('a page load reports its vitals without cookies, and the p75 the server keeps moves', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'probe', value: 'identifying', url: site.url }]);
  const route = ROUTES[2]!;
  expect(await p75('LCP', route.pattern)).toBeNaN();

  const requests: { cookie?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vitals')) requests.push(request.headers());
  });
  const { beacon, status } = await loadAndLeave(page, route.path);
  expect(status).toBe(204);
  const names = beacon.metrics.map((metric) => metric.name);
  for (const name of ['LCP', 'FCP', 'TTFB', 'CLS', 'INP']) expect(names).toContain(name);
  // The pattern, never the address with its slug.
  expect(new Set(beacon.metrics.map((metric) => metric.route))).toEqual(new Set([route.pattern]));
  expect(requests.every((headers) => headers.cookie === undefined)).toBe(true);

  const lcp = beacon.metrics.find((metric) => metric.name === 'LCP')!.value;
  const stored = await storedBuckets('LCP', route.pattern);
  expect(stored.at(-1)!.count).toBe(1);
  // One observation: the p75 is within the bucket that holds it.
  const p75Lcp = await p75('LCP', route.pattern);
  const bucket = stored.find(({ count }) => count === 1)!;
  expect(p75Lcp).toBeLessThanOrEqual(bucket.le);
  expect(lcp / 1000).toBeLessThanOrEqual(bucket.le);
});

test(`${LOADS} load(s) of three routes: the p75 per route, as npm run vitals prints it`, async ({
  page,
}) => {
  const before = await storedBuckets('FCP', '/');
  for (let load = 0; load < LOADS; load++) {
    for (const { path } of ROUTES) {
      const { status } = await loadAndLeave(page, path);
      expect(status).toBe(204);
    }
  }
  const vitals: Record<string, Record<string, { le: number; count: number }[]>> = {};
  for (const name of VITAL_NAMES) {
    vitals[name] = {};
    for (const { pattern } of ROUTES) vitals[name][pattern] = await storedBuckets(name, pattern);
  }
  expect(vitals.FCP!['/']!.at(-1)!.count).toBe(before.at(-1)!.count + LOADS);
  expect(Number.isFinite(histogramQuantile(0.75, vitals.LCP!['/']))).toBe(true);
  const report = formatReport(vitals);
  test.info().annotations.push({ type: 'field data p75', description: report });
  console.log(`\nField data after ${LOADS} load(s) of each route:\n${report}\n`);
});
