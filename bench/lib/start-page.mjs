// The page each applied-throttling load starts from: a page of another site, as a visitor's first
// page of a visit is opened from a search result, another site's link or the new-tab page, never
// from a blank document already drawn in the same renderer. Lighthouse starts from about:blank
// (its `blankPage` setting); a page then loaded without Cross-Origin-Opener-Policy is put in that
// blank page's renderer, already started, and one that sends the header gets a new one, which no
// visitor arriving from elsewhere is spared (bench/README.md, 'Where a load starts').
import { createServer } from 'node:http';

/**
 * Where each load starts, from BENCH_START: `elsewhere` (the default), the page of another site
 * served here; `blank`, Lighthouse's about:blank. Throws on anything else.
 * @param {string | undefined} raw
 * @returns {'elsewhere' | 'blank'}
 */
export function startFrom(raw) {
  const value = raw || 'elsewhere';
  if (value !== 'elsewhere' && value !== 'blank')
    throw new Error(`BENCH_START must be "elsewhere" or "blank" (got "${raw}")`);
  return value;
}

/** What the start page shows: nothing to load, nothing to run. */
export const START_PAGE_HTML =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Another site</title>' +
  '<p>A page of another site, where a visit begins.</p></html>';

/**
 * Serves the start page on 127.0.0.1 and gives its address as `localhost`: another site than the
 * measured servers' `127.0.0.1` (a site is the host itself for an IP address or localhost), on the
 * same machine.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStartPage() {
  const server = createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : START_PAGE_HTML);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://localhost:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
