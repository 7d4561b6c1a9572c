import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageHero, pageStylesheets, siteFont } from '../../bench/lib/site-design.mjs';

describe('pageStylesheets', () => {
  it("lists the page's linked and inlined stylesheets in order, and nothing else", () => {
    const html =
      '<head><link rel="preload" as="style" href="/_next/static/chunks/a.css"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/a.css?dpl=1&amp;x=2" data-precedence="next"/>' +
      '<style>.not-next{}</style>' +
      '<link href="/b.css" rel="stylesheet"/>' +
      '<style data-precedence="next" data-href="/_next/static/chunks/c.css">body{color:red}</style>' +
      '<link rel="icon" href="/icon.svg"/></head>';
    expect(pageStylesheets(html)).toEqual([
      { href: '/_next/static/chunks/a.css?dpl=1&x=2' },
      { href: '/b.css' },
      { href: '/_next/static/chunks/c.css', css: 'body{color:red}' },
    ]);
  });
});

describe('pageHero', () => {
  const hero =
    '<section class="relative pt-28"><div class="mx-auto grid"><div>' +
    '<h1 class="text-4xl font-extrabold">Build <!-- -->with &amp; for you</h1>' +
    '<p class="mt-6 text-lg">We&#x27;re <strong>one</strong> team.</p><a href="/contact">Go</a>';

  it('takes the first heading, the paragraph after it and the section and divs they sit in', () => {
    expect(pageHero(`<nav><a href="/">Home</a></nav><main>${hero}</main>`)).toEqual({
      wrappers: [
        { tag: 'section', className: 'relative pt-28' },
        { tag: 'div', className: 'mx-auto grid' },
        { tag: 'div', className: null },
      ],
      heading: { className: 'text-4xl font-extrabold', text: 'Build with & for you' },
      paragraph: { className: 'mt-6 text-lg', text: "We're one team." },
    });
  });

  it('leaves the wrappers out when anything else stands between the section and the heading', () => {
    const html = hero.replace('<div><h1', '<svg aria-hidden="true"></svg><div><h1');
    expect(pageHero(html)?.wrappers).toEqual([]);
    expect(pageHero(html)?.heading.text).toBe('Build with & for you');
  });

  it('is null without a heading followed by a paragraph', () => {
    expect(pageHero('<h1>Title</h1><div>Text</div>')).toBeNull();
  });
});

describe('siteFont', () => {
  it("reads the site's own next/font/local declaration, its file made absolute", () => {
    const font = siteFont(process.cwd());
    expect(font.file).toBe('components/shell/site-document.tsx');
    // The variable the site's stylesheet reads the font from (app/(site)/globals.css).
    expect(font.options.variable).toBe('--font-jakarta');
    expect(String(font.options.src)).toMatch(/^\/.*\.woff2$/);
    expect(existsSync(String(font.options.src))).toBe(true);
  });

  describe('in another tree', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'styled-floor-'));
      for (const dir of ['app', 'components/shell', 'lib'])
        mkdirSync(join(root, dir), { recursive: true });
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('keeps every option and resolves each src path from the declaring module', () => {
      writeFileSync(
        join(root, 'components/shell/font.ts'),
        "import localFont from 'next/font/local';\n" +
          "export const font = localFont({\n  src: [{ path: '../../fonts/a.woff2', weight: '400' }],\n" +
          "  display: 'swap',\n  preload: false,\n  fallback: ['system-ui'],\n  adjustFontFallback: 'Times New Roman',\n});\n",
      );
      expect(siteFont(root)).toEqual({
        file: 'components/shell/font.ts',
        options: {
          src: [{ path: join(root, 'fonts/a.woff2'), weight: '400' }],
          display: 'swap',
          preload: false,
          fallback: ['system-ui'],
          adjustFontFallback: 'Times New Roman',
        },
      });
    });

    it('refuses a tree with more than one next/font/local module', () => {
      const declaration =
        "import localFont from 'next/font/local';\nlocalFont({ src: './a.woff2' });\n";
      writeFileSync(join(root, 'app/a.tsx'), declaration);
      writeFileSync(join(root, 'lib/b.ts'), declaration);
      expect(() => siteFont(root)).toThrow('found 2 modules importing it');
    });
  });
});
