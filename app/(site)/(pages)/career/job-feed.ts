import 'server-only';
import { generateAtomFeed, generateJsonFeed } from 'feedsmith';
import { jobPageCopy } from '@/content/careers';
import type { Job, JobSearch } from '@/content/jobs';
import { allJobs } from '@/lib/cms/content';
import { jobSearchQuery } from '@/lib/job-search-query';
import { filterJobs, openJobs, parseJobSearch } from '@/lib/jobs';
import { site } from '@/lib/site';
import { jobFacts } from './job-format';

export const ATOM_TYPE = 'application/atom+xml';
export const JSON_FEED_TYPE = 'application/feed+json';

/** '/career/feed.xml?mode=Remote': the feed of the search a /career URL shows. */
export function feedPath(kind: 'atom' | 'json', search: Partial<JobSearch> = {}): string {
  const query = jobSearchQuery(search);
  return `/career/feed.${kind === 'atom' ? 'xml' : 'json'}${query ? `?${query}` : ''}`;
}

/** Metadata `alternates.types`: the page advertises the feeds of its search. */
export function feedAlternates(search: Partial<JobSearch> = {}) {
  return {
    types: { [ATOM_TYPE]: feedPath('atom', search), [JSON_FEED_TYPE]: feedPath('json', search) },
  };
}

type FeedJobs = { search: JobSearch; jobs: readonly Job[]; title: string; pageUrl: string };

/** The open positions a feed URL asks for, newest first. */
async function feedJobs(url: URL): Promise<FeedJobs> {
  const search = parseJobSearch(Object.fromEntries(url.searchParams));
  const jobs = [...filterJobs(openJobs(await allJobs()), search)].sort((a, b) =>
    b.datePosted.localeCompare(a.datePosted),
  );
  const narrowed = [search.q && `“${search.q}”`, search.department, search.location, search.mode];
  const filters = narrowed.filter(Boolean).join(', ');
  const query = jobSearchQuery(search);
  return {
    search,
    jobs,
    title: `${jobPageCopy.feed.title} ${site.name}${filters ? `: ${filters}` : ''}`,
    pageUrl: `${site.url}/career${query ? `?${query}` : ''}`,
  };
}

const jobUrl = (job: Job) => `${site.url}/career/${job.slug}`;
// Midnight in India on the day it was posted.
const posted = (job: Job) => new Date(`${job.datePosted}T00:00:00+05:30`);
const categories = (job: Job) => [job.department, job.workMode, ...job.locations];

/** When the newest entry was posted (an empty feed: now). */
function lastChange(jobs: readonly Job[]): Date {
  const newest = jobs[0];
  return newest ? posted(newest) : new Date();
}

/** Atom 1.0 (RFC 4287). */
export async function atomFeed(url: URL): Promise<string> {
  const { search, jobs, title, pageUrl } = await feedJobs(url);
  return generateAtomFeed({
    id: pageUrl,
    title: { value: title },
    updated: lastChange(jobs),
    links: [
      { href: `${site.url}${feedPath('atom', search)}`, rel: 'self', type: ATOM_TYPE },
      { href: pageUrl, rel: 'alternate', type: 'text/html' },
    ],
    authors: [{ name: site.name, uri: site.url }],
    icon: `${site.url}/icon.svg`,
    entries: jobs.map((job) => ({
      id: jobUrl(job),
      title: { value: job.title },
      links: [{ href: jobUrl(job), rel: 'alternate', type: 'text/html' }],
      published: posted(job),
      updated: posted(job),
      summary: { value: `${job.summary} (${jobFacts(job)})`, type: 'text' },
      categories: categories(job).map((term) => ({ term })),
    })),
  });
}

/** JSON Feed 1.1 (jsonfeed.org); `_job` carries the facts as data for aggregators. */
export async function jsonFeed(url: URL): Promise<string> {
  const { search, jobs, title, pageUrl } = await feedJobs(url);
  const feed = generateJsonFeed({
    title,
    home_page_url: pageUrl,
    feed_url: `${site.url}${feedPath('json', search)}`,
    icon: `${site.url}/icon.svg`,
    authors: [{ name: site.name, url: site.url }],
    language: 'en-IN',
    items: jobs.map((job) => ({
      id: jobUrl(job),
      url: jobUrl(job),
      title: job.title,
      summary: job.summary,
      content_text: `${job.summary}\n\n${jobFacts(job)}`,
      date_published: posted(job),
      tags: categories(job),
      _job: {
        department: job.department,
        locations: job.locations,
        work_mode: job.workMode,
        ...(job.validThrough ? { valid_through: job.validThrough } : {}),
      },
    })),
  });
  return JSON.stringify(feed);
}
