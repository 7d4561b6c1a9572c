import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, posix, sep } from 'node:path';

/** The largest drawing written into the page: the news illustrations and portraits are 1-2 KiB. */
export const INLINE_SVG_MAX_BYTES = 4096;

const cache = new Map<string, Promise<string>>();

/**
 * The address a page's first image is drawn from: a small SVG of `public/` as a `data:` URL, so
 * it comes with the page's HTML, anything else (a CMS upload under /media, a larger file, a file
 * that is not there) as it is.
 *
 * Under a slow phone network an image the page's largest paint waits for costs a round trip of
 * its own after the HTML (562 ms in Lighthouse's slow 4G): the article's illustration and the
 * first portrait of /about/team painted 400-500 ms after their page's text. Written into the
 * page, a 2 KiB drawing costs about 1 KiB gzipped, twice (HTML and RSC payload), and paints
 * with the text. Only the first image of a page: the others load as they near the screen, and
 * are cached for every page that shows them.
 */
export function inlinedSvg(src: string): Promise<string> {
  const cached = cache.get(src);
  if (cached) return cached;
  const result = dataUrl(src);
  // Files under public/ do not change while a production server runs; in development they may.
  if (process.env.NODE_ENV === 'production') cache.set(src, result);
  return result;
}

/** A CMS upload (/media) is no file of public/: like any missing file, it stays an address. */
async function dataUrl(src: string): Promise<string> {
  const path = posix.normalize(src);
  if (!path.startsWith('/') || extname(path) !== '.svg') return src;
  const root = join(process.cwd(), 'public');
  const file = join(root, ...path.split('/'));
  if (!file.startsWith(root + sep)) return src;
  try {
    if ((await stat(file)).size > INLINE_SVG_MAX_BYTES) return src;
    const svg = await readFile(file, 'utf8');
    return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  } catch {
    return src;
  }
}
