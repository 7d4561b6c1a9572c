import { expect, test } from '@playwright/test';
import { pages } from '../content/pages';

test('no internal link on any page fails, and every #fragment exists on its page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const toVisit = pages.map((entry) => entry.path as string);
  const pagesSeen = new Set<string>();
  const linkSources = new Map<string, string>();
  // Every id of every page, read during the crawl, so a #fragment is checked without a reload.
  const idsOf = new Map<string, Set<string>>();

  while (toVisit.length) {
    const path = toVisit.shift()!;
    if (pagesSeen.has(path)) continue;
    pagesSeen.add(path);
    const response = await page.goto(path);
    expect(response?.status(), `${path} should load`).toBeLessThan(400);
    const ids = await page.$$eval('[id]', (elements) => elements.map((element) => element.id));
    // Under the path asked for and, after a redirect, the one it ended at.
    for (const key of [path, new URL(page.url()).pathname]) idsOf.set(key, new Set(ids));
    const hrefs = await page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const key = url.pathname + url.hash;
      if (!linkSources.has(key)) linkSources.set(key, path);
      if (!pagesSeen.has(url.pathname)) toVisit.push(url.pathname);
    }
  }

  const failures: string[] = [];
  for (const [link, source] of linkSources) {
    const [pathname, hash] = link.split('#') as [string, string | undefined];
    const response = await request.get(pathname);
    if (response.status() >= 400)
      failures.push(`${link} (linked from ${source}) answered ${response.status()}`);
    if (hash && !idsOf.get(pathname)?.has(decodeURIComponent(hash))) {
      failures.push(`${link} (linked from ${source}) has no element #${hash}`);
    }
  }
  expect(failures).toEqual([]);
  expect(pagesSeen.size).toBeGreaterThanOrEqual(pages.length);
});
