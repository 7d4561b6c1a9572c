import type { MetadataRoute } from 'next';
import { getLeaders } from '@/content/leaders';
import { getLatestNews } from '@/content/news';
import { pages } from '@/content/pages';
import { privacyLanguages } from '@/content/privacy-languages';
import { getOpenJobs } from '@/lib/jobs';
import { languageAlternates } from '@/lib/metadata';
import { site } from '@/lib/site';

// Rebuilt every minute like the job pages, so a posting past its closing date leaves the sitemap
// without a new deployment.
export const revalidate = 60;

/** Each language version of the privacy policy names all of them, itself included. */
function alternatesOf(path: string): MetadataRoute.Sitemap[number]['alternates'] {
  if (!privacyLanguages.some((language) => language.path === path)) return undefined;
  return { languages: languageAlternates(privacyLanguages, site.url) };
}

export default function sitemap(): MetadataRoute.Sitemap {
  const listed: MetadataRoute.Sitemap = pages.map((page) => ({
    url: `${site.url}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.priority,
    alternates: alternatesOf(page.path),
  }));
  const articles: MetadataRoute.Sitemap = getLatestNews().map((item) => ({
    url: `${site.url}/news/${item.slug}`,
    lastModified: item.date,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  const profiles: MetadataRoute.Sitemap = getLeaders().map((leader) => ({
    url: `${site.url}/about/team/${leader.id}`,
    changeFrequency: 'yearly',
    priority: 0.4,
  }));
  const jobs: MetadataRoute.Sitemap = getOpenJobs().map((job) => ({
    url: `${site.url}/career/${job.slug}`,
    lastModified: job.datePosted,
    changeFrequency: 'weekly',
    priority: 0.6,
  }));
  return [...listed, ...articles, ...profiles, ...jobs];
}
