/**
 * A stand-in for lib/cms/content.ts in jest, which cannot load Payload (an ES module package with
 * native bindings): what a freshly migrated database publishes, straight from the seed data.
 * jest.config.mjs maps `@/lib/cms/content` here for the unit tests of pages and route handlers,
 * which test the site's behaviour, not the CMS. The CMS itself is tested for real: the seed reads
 * back exactly (__tests__/cms/seed.test.ts runs Payload against SQLite and Postgres), and every
 * Playwright spec runs against servers reading a freshly seeded database.
 */
import type { Testimonial } from '@/content/design-services';
import type { Job } from '@/content/jobs';
import type { Leader } from '@/content/leaders';
import type { NewsItem } from '@/content/news';
import type { CaseStudy } from '@/content/portfolio';
import { seedCaseStudies } from '@/lib/cms/seed/case-studies';
import { seedJobs } from '@/lib/cms/seed/jobs';
import { seedLeaders } from '@/lib/cms/seed/leaders';
import { seedNews } from '@/lib/cms/seed/news';
import { seedTestimonials } from '@/lib/cms/seed/testimonials';

export const allJobs = async (): Promise<readonly Job[]> => seedJobs;
export const allNews = async (): Promise<readonly NewsItem[]> =>
  [...seedNews].sort((a, b) => b.date.localeCompare(a.date));
export const newsArticle = async (slug: string) =>
  (await allNews()).find((item) => item.slug === slug);
export const allLeaders = async (): Promise<readonly Leader[]> => seedLeaders;
export const leaderBySlug = async (slug: string) =>
  seedLeaders.find((leader) => leader.id === slug) as Leader | undefined;
export const allTestimonials = async (): Promise<readonly Testimonial[]> => seedTestimonials;
export const allCaseStudies = async (): Promise<readonly CaseStudy[]> => seedCaseStudies;
