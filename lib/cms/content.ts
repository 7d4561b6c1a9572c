import 'server-only';
import config from '@payload-config';
import { getPayload, type Where } from 'payload';
import { cache } from 'react';
import type { Testimonial } from '@/content/design-services';
import type { Job } from '@/content/jobs';
import type { Leader } from '@/content/leaders';
import type { NewsItem } from '@/content/news';
import type { CaseStudy } from '@/content/portfolio';
import { toCaseStudy, toJob, toLeader, toNewsItem, toTestimonial } from './documents';

/**
 * What the public site reads from the CMS: published documents only, in the site's own shapes
 * (lib/cms/documents.ts). Pages call these while they are prerendered; when an editor publishes,
 * lib/cms/revalidate.ts marks the pages stale and they are rendered again from here.
 */

export const cms = () => getPayload({ config });

const published: Where = { _status: { equals: 'published' } };
/** Every published document of a collection, at most this many (far above what a page lists). */
const LIMIT = 500;

type Listed = 'jobs' | 'news' | 'leaders' | 'testimonials' | 'case-studies';
async function findPublished<C extends Listed>(collection: C, sort: string, where: Where = {}) {
  const payload = await cms();
  const { docs } = await payload.find({
    collection,
    where: { and: [published, where] },
    sort,
    limit: LIMIT,
    depth: 1,
    draft: false,
    pagination: false,
  });
  return docs;
}

/** Every published job, open or closed (a closed job keeps its page, which answers 410). */
export const allJobs = cache(async (): Promise<readonly Job[]> =>
  (await findPublished('jobs', '_order')).map(toJob),
);

/** The published news, the newest first. */
export const allNews = cache(async (): Promise<readonly NewsItem[]> =>
  (await findPublished('news', '-date')).map(toNewsItem),
);

export const newsArticle = cache(async (slug: string): Promise<NewsItem | undefined> =>
  (await allNews()).find((item) => item.slug === slug),
);

export const allLeaders = cache(async (): Promise<readonly Leader[]> =>
  (await findPublished('leaders', '_order')).map(toLeader),
);

export const leaderBySlug = cache(async (slug: string): Promise<Leader | undefined> =>
  (await allLeaders()).find((leader) => leader.id === slug),
);

export const allTestimonials = cache(async (): Promise<readonly Testimonial[]> =>
  (await findPublished('testimonials', '_order')).map(toTestimonial),
);

export const allCaseStudies = cache(async (): Promise<readonly CaseStudy[]> =>
  (await findPublished('case-studies', '_order')).map(toCaseStudy),
);

/**
 * The latest version of a job or an article, draft or not, for an editor's preview (app/cms-preview).
 * Only called after the editor's session has been checked.
 */
export async function draftOf(collection: 'jobs', slug: string): Promise<Job | undefined>;
export async function draftOf(collection: 'news', slug: string): Promise<NewsItem | undefined>;
export async function draftOf(collection: 'jobs' | 'news', slug: string) {
  const payload = await cms();
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 1,
  });
  const doc = docs[0];
  if (!doc) return undefined;
  return collection === 'jobs'
    ? toJob(doc as Parameters<typeof toJob>[0])
    : toNewsItem(doc as Parameters<typeof toNewsItem>[0]);
}
