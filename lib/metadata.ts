import type { Metadata } from 'next';
import type { Route } from '@/content/types';
import { site } from './site';

type PageMetadataInput = { title: string; description: string; path: Route };

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: site.locale,
      title,
      description,
      url: path,
      images: [{ url: '/og.png', width: 1200, height: 630, alt: site.name }],
    },
    twitter: { card: 'summary_large_image', title, description, images: ['/og.png'] },
  };
}
