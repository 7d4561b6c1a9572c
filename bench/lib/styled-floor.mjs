// F1, the styled floor: F0's bare page (bench/lib/baseline.mjs) plus what the first frame of any
// page of this design must pay: the site's own built stylesheet, byte for byte as its home page
// gets it; the same next/font/local font with the same options; and a heading and paragraph of the
// hero's size with the hero's own classes and text. Built with the project's own next and react,
// in the same run, from what the site's build serves, so it follows the site's CSS and hero.
import { join, relative } from 'node:path';
import { APP_FILES, buildApp, floorConfig } from './baseline.mjs';
import { ROOT } from './server.mjs';
import { readSiteDesign } from './site-design.mjs';

/** Under bench/results/, which git and ESLint ignore; the project's node_modules resolve from it. */
export const STYLED_FLOOR_DIR = join(ROOT, 'bench', 'results', 'floor-styled');

/** A JavaScript literal of `value`, object keys unquoted, as next/font wants its options. */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${literal(v)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/**
 * F1's app: F0's settings, a layout with the site's font and stylesheets, a page with its hero;
 * `headers` (the site's security headers, or none) sent with every response.
 */
function styledFloorFiles({ stylesheets, hero, font }, headers) {
  const layoutDir = join(STYLED_FLOOR_DIR, 'app');
  const options = { ...font.options };
  const fromLayout = (path) => relative(layoutDir, path);
  options.src = Array.isArray(options.src)
    ? options.src.map((entry) => ({ ...entry, path: fromLayout(entry.path) }))
    : fromLayout(options.src);
  const files = { ...APP_FILES };
  // A site that inlines its stylesheet (experimental.inlineCss) has Next inline every stylesheet
  // of its pages, the font's own among them: F1 does as the site does, or it would pay one more
  // round trip than the site for its font's stylesheet.
  const inlineCss = stylesheets.some(({ inline }) => inline);
  files['next.config.mjs'] = floorConfig(inlineCss ? { inlineCss } : {}, headers);
  const head = stylesheets.map(({ name, inline, css }) => {
    if (inline) return `<style dangerouslySetInnerHTML={{ __html: ${JSON.stringify(css)} }} />`;
    files[`public/site-css/${name}`] = css;
    // As Next links a stylesheet: render-blocking, in the head, with React's precedence.
    return `<link rel="stylesheet" href="/site-css/${name}" precedence="next" />`;
  });
  // Not named like the site's binding: Next names the font family after it, and the site's
  // stylesheet declares its own @font-face of that family with a URL relative to the site's build.
  // Under another family, that face is never used, so never fetched; this one is preloaded.
  files['app/layout.jsx'] = `import localFont from 'next/font/local';

const floorFont = localFont(${literal(options)});

export const metadata = {
  title: 'Styled floor',
  description: "A bare Next.js page with the site's stylesheet, font and hero: the floor of this design.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={floorFont.variable}>
      <head>
        ${head.join('\n        ')}
      </head>
      <body>{children}</body>
    </html>
  );
}
`;
  const open = hero.wrappers.map(({ tag, className }) =>
    className ? `<${tag} className={${JSON.stringify(className)}}>` : `<${tag}>`,
  );
  const close = hero.wrappers.map(({ tag }) => `</${tag}>`).reverse();
  const element = (tag, { className, text }) =>
    `<${tag}${className ? ` className={${JSON.stringify(className)}}` : ''}>{${JSON.stringify(text)}}</${tag}>`;
  files['app/page.jsx'] = `export default function Page() {
  return (
    <main>
      ${[...open, element('h1', hero.heading), element('p', hero.paragraph), ...close].join('\n      ')}
    </main>
  );
}
`;
  return files;
}

/**
 * Writes F1 afresh from the design of the site served at `siteUrl` and builds it; resolves to its
 * directory. With `siteHeaders` (`BENCH_FLOOR_HEADERS=site`) F1 sends the site's security headers
 * too, as the site answered its home page with them.
 */
export async function buildStyledFloor(siteUrl, { siteHeaders = false } = {}) {
  const design = await readSiteDesign(siteUrl, ROOT);
  return buildApp(STYLED_FLOOR_DIR, styledFloorFiles(design, siteHeaders ? design.headers : []));
}
