import { expect, test, type APIRequestContext } from '@playwright/test';
import { aliasRedirects, pages } from '../content/pages';
import { notFoundPage } from '../content/shell';
import { seedJobs } from '../lib/cms/seed/jobs';
import { seedLeaders } from '../lib/cms/seed/leaders';
import { seedNews } from '../lib/cms/seed/news';
import { firstFrameBootScript } from '../lib/first-frame';
import { openJobs } from '../lib/jobs';
import { unique } from './support/fixtures';
import { visibleText } from './support/html';

const securityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** The paths of every <loc> in the site's /sitemap.xml. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe('routes', () => {
  for (const page of pages) {
    test(`${page.path} answers 200 with the security headers`, async ({ request }) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      for (const header of securityHeaders) expect(response.headers()[header]).toBeTruthy();
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('an unknown path answers 404 with the not-found page and the security headers', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    for (const header of securityHeaders) expect(response?.headers()[header]).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  // proxy.ts answers them before their page renders: the page's own 404 puts its text only in the
  // page's data, for the browser's script to show.
  test('made-up jobs, articles and profiles are the 404 page, whole without JavaScript', async ({
    request,
  }) => {
    const slug = unique('made-up').toLowerCase();
    for (const path of [
      `/career/${slug}`,
      `/career/${slug}/apply`,
      `/news/${slug}`,
      `/about/team/${slug}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(visibleText(await response.text()), path).toContain(notFoundPage.heading);
    }
  });

  test('an address with a broken escape is the 404 page, never a 500', async ({ request }) => {
    for (const path of [
      '/career/%ZZ',
      '/career/%E0%A4%A/apply',
      '/news/%ZZ',
      '/about/team/%ZZ',
      '/contact/answer/%ZZ',
      '/admin/%ZZ',
      '/cms-api/%ZZ',
      '/media/%ZZ.png',
      '/icons/%ZZ.svg',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(visibleText(await response.text()), path).toContain(notFoundPage.heading);
    }
  });

  for (const alias of aliasRedirects.filter((entry) => !entry.source.includes(':'))) {
    test(`${alias.source} answers 308 to ${alias.destination}`, async ({ request }) => {
      const response = await request.get(alias.source, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe(alias.destination);
      for (const header of securityHeaders) expect(response.headers()[header]).toBeTruthy();
    });
  }

  test('an unknown /solutions/* path answers 308 to /services', async ({ request }) => {
    const response = await request.get('/solutions/quantum', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/services');
  });

  for (const api of ['/api/contact', '/api/apply', '/api/notify']) {
    test(`${api} answers with and without the trailing slash, never through a redirect`, async ({
      request,
    }) => {
      for (const path of [api, `${api}/`]) {
        // An empty JSON object is refused by every endpoint, so nothing is sent.
        const response = await request.post(path, { data: {}, maxRedirects: 0 });
        expect(response.status(), path).toBeGreaterThanOrEqual(400);
        expect(response.status(), path).toBeLessThan(500);
        expect(response.headers()['location'], path).toBeUndefined();
        expect((await response.json()).ok, path).toBe(false);
        for (const header of securityHeaders) expect(response.headers()[header]).toBeTruthy();
      }
    });
  }

  test('static assets carry the security headers too', async ({ request }) => {
    const response = await request.get('/og.png');
    expect(response.status()).toBe(200);
    for (const header of securityHeaders) expect(response.headers()[header]).toBeTruthy();
  });

  test('sitemap.xml lists every page, article, profile and open job and nothing else; robots.txt points to it', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request);
    expect(paths.sort()).toEqual(
      [
        ...pages.map((page) => page.path),
        ...seedNews.map((item) => `/news/${item.slug}`),
        ...seedLeaders.map((leader) => `/about/team/${leader.id}`),
        ...openJobs(seedJobs).map((job) => `/career/${job.slug}`),
      ].sort(),
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
  });

  // What a first paint on a slow link waits for (docs/performance.md): nothing but the page.
  test('every page of the sitemap brings its stylesheet inside and runs no script before its content', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      // The stylesheet is in the page (next.config.ts inlineCss): no round trip before the paint.
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html.slice(0, html.indexOf('</head>')), path).toMatch(/<style[^>]*>/);
      // A script that holds the parser (no src, or a src without async) waits for nothing now,
      // but would hold everything after it: none comes before the end of the footer, but for
      // lib/first-frame.ts's, which must run before anything is drawn. It waits for nothing
      // either (no stylesheet to load, asserted above) and comes in <head> after the stylesheet.
      const contentEnd = html.indexOf('</footer>');
      expect(contentEnd, path).toBeGreaterThan(0);
      const firstFrame = html.indexOf(`<script>${firstFrameBootScript}</script>`);
      expect(firstFrame, path).toBeGreaterThan(html.indexOf('</style>'));
      expect(firstFrame, path).toBeLessThan(html.indexOf('</head>'));
      for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
        const attributes = match[1]!;
        if (/type="application\/ld\+json"/.test(attributes)) continue;
        if (/\bsrc=/.test(attributes) && /\b(async|noModule|nomodule)\b/.test(attributes)) continue;
        if (match.index === firstFrame) continue;
        expect(match.index, `${path}: <script${attributes}>`).toBeGreaterThan(contentEnd);
      }
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  // Anything that pokes out sideways (even a visually hidden text whose containing block is
  // outside a scrolling row) widens a phone's layout viewport, and the page shifts as it loads.
  for (const entry of pages) {
    test(`${entry.path} is never wider than the screen while it loads`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { widest: number };
        w.widest = 0;
        const measure = () => {
          w.widest = Math.max(w.widest, document.documentElement?.scrollWidth ?? 0);
          requestAnimationFrame(measure);
        };
        requestAnimationFrame(measure);
      });
      await page.goto(entry.path, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const widest = await page.evaluate(() => (window as unknown as { widest: number }).widest);
      expect(widest).toBeLessThanOrEqual(375);
    });
  }
});
