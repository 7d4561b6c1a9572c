import type { MetadataRoute } from 'next';
import { getOpenJobs } from '@/content/jobs';
import { getLivePages, isLive } from '@/content/pages';
import { site } from '@/lib/site';

// Rebuilt every minute like the job pages, so a posting past its closing date leaves the sitemap
// without a new deployment.
export const revalidate = 60;

export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = getLivePages().map((page) => ({
    url: `${site.url}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.priority,
  }));
  const jobs: MetadataRoute.Sitemap = isLive('/career')
    ? getOpenJobs().map((job) => ({
        url: `${site.url}/career/${job.slug}`,
        lastModified: job.datePosted,
        changeFrequency: 'weekly',
        priority: 0.6,
      }))
    : [];
  return [...pages, ...jobs];
}
