import type { Metadata } from 'next';
import type { Route } from '@/content/types';
import { site } from './site';

/** A page's versions in other languages, by `hreflang`, for `alternates.languages`. */
export type LanguageAlternates = NonNullable<NonNullable<Metadata['alternates']>['languages']>;

type PageMetadataInput = {
  title: string;
  description: string;
  path: Route;
  /** Open Graph locale of a page in another language than the site's, e.g. 'hi_IN'. */
  locale?: string;
  /** Every language version of the page, itself included (languageAlternates). */
  languages?: LanguageAlternates;
};

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  locale = site.locale,
  languages,
}: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale,
      title,
      description,
      url: path,
      images: [{ url: '/og.png', width: 1200, height: 630, alt: site.name }],
    },
    twitter: { card: 'summary_large_image', title, description, images: ['/og.png'] },
  };
}

/**
 * The `hreflang` alternates of a page offered in several languages: each version's URL under its
 * language (and region), and under 'x-default', for readers of any other language, the first
 * version, the reference. Paths stay relative to the site (metadataBase) unless `origin` is given,
 * as the sitemap needs.
 */
export function languageAlternates<Hreflang extends string>(
  versions: readonly { hreflang: Hreflang; path: Route }[],
  origin = '',
): Partial<Record<Hreflang | 'x-default', string>> {
  const [reference] = versions;
  if (!reference) return {};
  const alternates: Partial<Record<Hreflang | 'x-default', string>> = {};
  for (const { hreflang, path } of versions) alternates[hreflang] = `${origin}${path}`;
  alternates['x-default'] = `${origin}${reference.path}`;
  return alternates;
}
