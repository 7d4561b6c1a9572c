import type { MetadataRoute } from 'next';
import { getLivePages } from '@/content/pages';
import { site } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return getLivePages().map((page) => ({
    url: `${site.url}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.priority,
  }));
}
