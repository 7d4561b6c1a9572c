import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    // The forms' API, the editor and the CMS API are not pages.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/cms-api/'] },
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
