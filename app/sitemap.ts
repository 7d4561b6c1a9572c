import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { privacyLanguages } from '@/content/privacy-languages';
import { allJobs, allLeaders, allNews } from '@/lib/cms/content';
import { openJobs } from '@/lib/jobs';
import { languageAlternates } from '@/lib/metadata';
import { site } from '@/lib/site';

// From the CMS, revalidated when an editor publishes (lib/cms/revalidate.ts) and rebuilt every
// minute like the job pages, so a posting past its closing date leaves the sitemap without an edit.
export const revalidate = 60;

/** Each language version of the privacy policy names all of them, itself included. */
function alternatesOf(path: string): MetadataRoute.Sitemap[number]['alternates'] {
  if (!privacyLanguages.some((language) => language.path === path)) return undefined;
  return { languages: languageAlternates(privacyLanguages, site.url) };
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const listed: MetadataRoute.Sitemap = pages.map((page) => ({
    url: `${site.url}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.priority,
    alternates: alternatesOf(page.path),
  }));
  const articles: MetadataRoute.Sitemap = (await allNews()).map((item) => ({
    url: `${site.url}/news/${item.slug}`,
    lastModified: item.date,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  const profiles: MetadataRoute.Sitemap = (await allLeaders()).map((leader) => ({
    url: `${site.url}/about/team/${leader.id}`,
    changeFrequency: 'yearly',
    priority: 0.4,
  }));
  const jobs: MetadataRoute.Sitemap = openJobs(await allJobs()).map((job) => ({
    url: `${site.url}/career/${job.slug}`,
    lastModified: job.datePosted,
    changeFrequency: 'weekly',
    priority: 0.6,
  }));
  return [...listed, ...articles, ...profiles, ...jobs];
}
