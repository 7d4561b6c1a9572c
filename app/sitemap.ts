import type { MetadataRoute } from 'next';
import { getOpenJobs } from '@/content/jobs';
import { pages } from '@/content/pages';
import { site } from '@/lib/site';

// Rebuilt every minute like the job pages, so a posting past its closing date leaves the sitemap
// without a new deployment.
export const revalidate = 60;

export default function sitemap(): MetadataRoute.Sitemap {
  const pageEntries: MetadataRoute.Sitemap = pages.map((page) => ({
    url: `${site.url}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.priority,
  }));
  const jobEntries: MetadataRoute.Sitemap = getOpenJobs().map((job) => ({
    url: `${site.url}/career/${job.slug}`,
    lastModified: job.datePosted,
    changeFrequency: 'weekly',
    priority: 0.6,
  }));
  return [...pageEntries, ...jobEntries];
}
