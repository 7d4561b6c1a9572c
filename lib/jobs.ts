import { departments, jobs, locations } from '@/content/jobs';
import type { Job, JobSearch } from '@/content/types';
import { OTHER_POSITION } from '@/lib/validation/application-rules';

/** The calendar date (YYYY-MM-DD) in India, where the jobs are and where closing dates apply. */
function indianDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

function isOpen(job: Job, today: string): boolean {
  return job.validThrough === undefined || job.validThrough >= today;
}

export function getOpenJobs(now: Date = new Date()): readonly Job[] {
  const today = indianDate(now);
  return jobs.filter((job: Job) => isOpen(job, today));
}

/** The posting with this slug, or undefined when it is unknown or closed. */
export function getJobBySlug(slug: string, now: Date = new Date()): Job | undefined {
  return getOpenJobs(now).find((job) => job.slug === slug);
}

function searchableText(job: Job): string {
  return [
    job.title,
    job.summary,
    job.about,
    ...job.responsibilities,
    ...job.requirements,
    ...job.niceToHave,
  ]
    .join('\n')
    .toLowerCase();
}

/** The option a filter value names (case-insensitive), or '' for 'All', empty or unknown. */
function canonicalOption(options: readonly string[], value: string | undefined): string {
  const wanted = (value ?? '').trim().toLowerCase();
  if (wanted === '' || wanted === 'all') return '';
  return options.find((option) => option.toLowerCase() === wanted) ?? '';
}

/**
 * Jobs matching a text search and the department and location filters. A filter that is 'All',
 * empty or not one of the options does not narrow the list, so a stale shared link still shows
 * jobs.
 */
export function filterJobs(list: readonly Job[], search: Partial<JobSearch> = {}): readonly Job[] {
  const q = (search.q ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const department = canonicalOption(departments, search.department);
  const location = canonicalOption(locations, search.location);
  return list.filter(
    (job) =>
      (q === '' || searchableText(job).includes(q)) &&
      (department === '' || job.department === department) &&
      (location === '' || job.location === location),
  );
}

const MAX_QUERY_LENGTH = 100;

function firstParam(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim();
}

/**
 * Turns URL search params into a clean search: the text is trimmed and bounded; a department or
 * location is spelled as its option, and one that is 'All' or unknown becomes '' (no filter).
 */
export function parseJobSearch(
  searchParams: Record<string, string | string[] | undefined>,
): JobSearch {
  const q = firstParam(searchParams.q).replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  return {
    q,
    department: canonicalOption(departments, firstParam(searchParams.department)),
    location: canonicalOption(locations, firstParam(searchParams.location)),
  };
}

/**
 * What 'Position Applied For' offers: the titles of the open jobs, then 'Other'. The server hands
 * this list to the application form, so no posting's text reaches the browser with it.
 */
export function positionOptions(now: Date = new Date()): string[] {
  return [...getOpenJobs(now).map((job) => job.title), OTHER_POSITION];
}
