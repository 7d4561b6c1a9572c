import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

// Chrome draws a page while its HTML is still arriving: between network packets, and when its
// parser pauses on a busy phone. What arrives later must not move what was already drawn (a layout
// shift the visitor sees, and CLS). A proxy in front of the site stops a page's HTML just before a
// marker; once the half page has been drawn and its font has loaded, the test reads where each
// drawn element of the header and the first screen is, lets the rest of the HTML through, and reads
// again once the page has loaded.

/** How long the half page stays before it is read: its font and any late frame have come. */
const STALL_MS = 500;

type Cut = { name: string; at: (html: string) => number };

/** The index of `marker`'s `nth` occurrence after `after` (itself after <body>), or -1. */
function find(html: string, marker: string, after = '<body', nth = 1): number {
  let index = html.indexOf(after, html.indexOf('<body'));
  for (let seen = 0; index >= 0 && seen < nth; seen++) index = html.indexOf(marker, index + 1);
  return index;
}

const CUTS: readonly Cut[] = [
  // The logo alone in the header's row, then its links (and their lists of pages), 'Get Started'.
  { name: 'before the main navigation', at: (html) => find(html, '<nav aria-label="Main"') },
  { name: 'after the first link', at: (html) => find(html, '<li', '<nav aria-label="Main"', 2) },
  { name: 'further in the links', at: (html) => find(html, '<li', '<nav aria-label="Main"', 6) },
  { name: "before 'Get Started'", at: (html) => find(html, '</nav>', '<nav aria-label="Main"') },
  // The opening section: its breadcrumb's last item, its heading, the line under the heading.
  {
    name: 'before the current page in the breadcrumb',
    at: (html) => find(html, '<span aria-current', '<main'),
  },
  { name: 'before the heading', at: (html) => find(html, '<h1', '<main') },
  { name: 'before the line under the heading', at: (html) => find(html, '<p', '<h1') },
];

/**
 * A proxy to `origin` that sends `path`'s HTML up to index `cut` and the rest on `release()` (or
 * after 15 s, so that nothing hangs).
 */
async function stallingProxy(origin: string, path: string, html: string, cut: number) {
  let release = () => {};
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      const rest = setTimeout(() => response.end(html.slice(cut)), 15_000);
      release = () => {
        clearTimeout(rest);
        response.end(html.slice(cut));
      };
      return;
    }
    const upstream = forward(new URL(request.url!, origin), {
      method: request.method,
      headers: { ...request.headers, host: new URL(origin).host },
    });
    upstream.on('response', (reply) => {
      response.writeHead(reply.statusCode!, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, release: () => release() };
}

type Box = { x: number; y: number; text: string };

/** Where each drawn element of the header and of <main> within the screen is, by its tree path. */
function drawnBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const boxes: Record<string, Box> = {};
    for (const root of [document.querySelector('header'), document.querySelector('main')]) {
      for (const element of root ? [root, ...root.querySelectorAll('*')] : []) {
        const rect = element.getBoundingClientRect();
        if (!rect.width || !rect.height || rect.top > innerHeight || rect.bottom < 0) continue;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        let path = '';
        for (let node: Element | null = element; node && node !== document.body;) {
          const parent: Element | null = node.parentElement;
          path = `${node.localName}:${parent ? [...parent.children].indexOf(node) : 0}/${path}`;
          node = parent;
        }
        const text = (element.textContent ?? '').trim().slice(0, 30);
        boxes[path] = { x: Math.round(rect.x), y: Math.round(rect.y), text };
      }
    }
    return boxes;
  });
}

/** What moved between the end of the stall and the loaded page, as readable lines. */
async function movedWhileParsing(page: Page, origin: string, path: string, cut: Cut) {
  const html = await (await fetch(new URL(path, origin))).text();
  const index = cut.at(html);
  expect(index, `${cut.name} is in ${path}'s HTML`).toBeGreaterThan(0);
  const { server, release } = await stallingProxy(origin, path, html, index);
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit' });
    // Drawn, and still waiting for the rest of its HTML.
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
    await page.waitForTimeout(STALL_MS);
    const drawn = await drawnBoxes(page);
    expect(await page.evaluate(() => document.readyState), 'the HTML has not all arrived').toBe(
      'loading',
    );
    release();
    await page.waitForLoadState('load');
    const loaded = await drawnBoxes(page);
    expect(Object.keys(drawn).length, `something of ${path} is drawn ${cut.name}`).toBeGreaterThan(
      0,
    );
    return Object.entries(drawn)
      .filter(([key, box]) => loaded[key] && (loaded[key].x !== box.x || loaded[key].y !== box.y))
      .map(
        ([key, box]) =>
          `${key} "${box.text}" ${box.x},${box.y} -> ${loaded[key]!.x},${loaded[key]!.y}`,
      );
  } finally {
    // Chrome's keep-alive sockets, and a response still held when the test failed before release().
    server.closeAllConnections();
    server.close();
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ['/', '/contact', '/career/senior-frontend-developer']) {
      test(`${path}: nothing drawn moves when the rest of the HTML arrives`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const moved: Record<string, string[]> = {};
        for (const cut of CUTS) {
          if (path === '/' && cut.name.includes('breadcrumb')) continue; // the home page has none
          const lines = await movedWhileParsing(page, baseURL!, path, cut);
          if (lines.length) moved[cut.name] = lines;
        }
        expect(moved).toEqual({});
      });
    }
  });
}
