// What F1, the styled floor (bench/lib/styled-floor.mjs), copies from the site: the stylesheets
// its home page gets, byte for byte; its hero's heading and paragraph; and its next/font/local
// declaration. Read from the served HTML and the sources, so F1 follows the site as it changes.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Where the site's font is declared is found under these folders. */
const SOURCE_DIRS = ['app', 'components', 'lib'];

const attribute = (tag, name) =>
  decodeEntities(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '') || null;

function decodeEntities(s) {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Text of an HTML fragment: its tags and React's `<!-- -->` separators removed. */
const textOf = (html) => decodeEntities(html.replace(/<!--[\s\S]*?-->|<[^>]+>/g, ''));

/**
 * The stylesheets of a page's HTML, in order: each `<link rel="stylesheet">` ({ href }) and each
 * stylesheet Next inlined (`<style data-precedence>`, experimental.inlineCss: { href, css }).
 */
export function pageStylesheets(html) {
  const sheets = [];
  for (const m of html.matchAll(/<link\b[^>]*>|<style\b([^>]*)>([\s\S]*?)<\/style>/g)) {
    if (m[0].startsWith('<link')) {
      const href = attribute(m[0], 'href');
      if (/\srel="stylesheet"/.test(m[0]) && href) sheets.push({ href });
    } else if (/\sdata-precedence="/.test(m[1])) {
      sheets.push({ href: attribute(m[1], 'data-href'), css: m[2] });
    }
  }
  return sheets;
}

/**
 * The hero of a page's HTML: its first `<h1>` and the `<p>` right after it ({ className, text }
 * each), and `wrappers`, the `<section>` and `<div>`s they sit in ({ tag, className }, outermost
 * first; empty when anything but opening tags stands between the section and the heading).
 * Null when the page has no heading followed by a paragraph.
 */
export function pageHero(html) {
  const m = /<h1\b([^>]*)>([\s\S]*?)<\/h1>\s*<p\b([^>]*)>([\s\S]*?)<\/p>/.exec(html);
  if (!m) return null;
  const before = html.slice(0, m.index);
  const start = before.lastIndexOf('<section');
  const chain = start === -1 ? '' : before.slice(start);
  const wrappers = /^(<(section|div)\b[^>]*>\s*)+$/.test(chain)
    ? [...chain.matchAll(/<(section|div)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
        tag,
        className: attribute(attrs, 'class'),
      }))
    : [];
  return {
    wrappers,
    heading: { className: attribute(m[1], 'class'), text: textOf(m[2]) },
    paragraph: { className: attribute(m[3], 'class'), text: textOf(m[4]) },
  };
}

/** The text of the object literal that `localFont(` is called with in `source`, or null. */
function localFontArgument(source) {
  const call = source.indexOf('localFont(');
  if (call === -1) return null;
  const open = source.indexOf('{', call);
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  return null;
}

/**
 * The site's next/font/local declaration: the one module under app/, components/ or lib/ that
 * imports it, and the options of its `localFont({...})` call, with `src` made absolute. The
 * options are literals (next/font requires it), so they are read by evaluating that object.
 */
export function siteFont(root) {
  const files = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .filter((name) => /\.(t|j)sx?$/.test(name))
      .map((name) => join(root, dir, name)),
  ).filter((file) => /from ['"]next\/font\/local['"]/.test(readFileSync(file, 'utf8')));
  if (files.length !== 1) {
    throw new Error(
      `F1 copies one next/font/local declaration; found ${files.length} modules importing it`,
    );
  }
  const [file] = files;
  const literal = localFontArgument(readFileSync(file, 'utf8'));
  if (!literal) throw new Error(`no localFont({...}) call in ${file}`);
  const options = new Function(`return (${literal});`)();
  const absolute = (path) => resolve(dirname(file), path);
  options.src = Array.isArray(options.src)
    ? options.src.map((entry) => ({ ...entry, path: absolute(entry.path) }))
    : absolute(options.src);
  return { file: relative(root, file), options };
}

/**
 * The response headers of next.config.ts's `securityHeaders` (every response of the site), by
 * name: what `BENCH_FLOOR_HEADERS=site` has F1 send too.
 */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/** Those of SECURITY_HEADERS a response (`Headers`) carries, as next.config.ts `{ key, value }`s. */
export function pageSecurityHeaders(headers) {
  return SECURITY_HEADERS.filter((key) => headers.has(key)).map((key) => ({
    key,
    value: headers.get(key),
  }));
}

/**
 * What F1 copies from the site served at `origin` from the checkout at `root`: the stylesheets
 * (bytes) of its home page, its hero, its next/font/local declaration, and the security headers
 * the home page was answered with (sent by F1 only with `BENCH_FLOOR_HEADERS=site`).
 */
export async function readSiteDesign(origin, root) {
  const get = async (url) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return res;
  };
  const home = await get(`${origin}/`);
  const html = await home.text();
  const stylesheets = [];
  for (const sheet of pageStylesheets(html)) {
    const url = sheet.href ? new URL(sheet.href, `${origin}/`) : null;
    const name = url?.pathname.split('/').pop() || `inline-${stylesheets.length}.css`;
    const css = sheet.css ?? Buffer.from(await (await get(url)).arrayBuffer());
    stylesheets.push({ name, inline: sheet.css !== undefined, css });
  }
  if (stylesheets.length === 0) throw new Error(`${origin}/ links no stylesheet`);
  const hero = pageHero(html);
  if (!hero) throw new Error(`${origin}/ has no <h1> followed by a <p> to take the hero from`);
  return { stylesheets, hero, font: siteFont(root), headers: pageSecurityHeaders(home.headers) };
}
