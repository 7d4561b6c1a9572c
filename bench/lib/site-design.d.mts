// Types of site-design.mjs for the TypeScript tests that import it (__tests__/bench).

/** A stylesheet of a page: linked ({ href }) or inlined by Next ({ href, css }). */
export interface PageStylesheet {
  href: string | null;
  css?: string;
}

export interface HeroText {
  className: string | null;
  text: string;
}

export interface PageHero {
  wrappers: { tag: 'section' | 'div'; className: string | null }[];
  heading: HeroText;
  paragraph: HeroText;
}

export function pageStylesheets(html: string): PageStylesheet[];

export function pageHero(html: string): PageHero | null;

/** A response header as next.config.ts's `headers()` lists it. */
export interface ResponseHeader {
  key: string;
  value: string;
}

export const SECURITY_HEADERS: readonly string[];

export function pageSecurityHeaders(headers: Headers): ResponseHeader[];

export function siteFont(root: string): { file: string; options: Record<string, unknown> };

export function readSiteDesign(
  origin: string,
  root: string,
): Promise<{
  stylesheets: { name: string; inline: boolean; css: string | Buffer }[];
  hero: PageHero;
  font: ReturnType<typeof siteFont>;
  headers: ResponseHeader[];
}>;
