import { departments, locations, workModes, type Job, type JobSearch } from '@/content/jobs';
import { OTHER_POSITION } from '@/lib/validation/application-rules';

// Pure: the jobs come from the CMS (lib/cms/content.ts `allJobs`), so these work on any list.

// Made once: proxy.ts asks on every job page request whether the job has closed.
const indianDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** The calendar date (YYYY-MM-DD) in India, where the jobs are and where closing dates apply. */
export function indianDate(now: Date): string {
  return indianDateFormat.format(now);
}

/** Open: not closed early by HR, and its closing date (if any) has not passed in India. */
export function isOpen(
  job: Pick<Job, 'validThrough' | 'closedEarly'>,
  now: Date = new Date(),
): boolean {
  return (
    !job.closedEarly && (job.validThrough === undefined || job.validThrough >= indianDate(now))
  );
}

export function openJobs(jobs: readonly Job[], now: Date = new Date()): readonly Job[] {
  return jobs.filter((job) => isOpen(job, now));
}

/** The open posting with this slug, or undefined when it is unknown or closed. */
export function openJobBySlug(
  jobs: readonly Job[],
  slug: string,
  now: Date = new Date(),
): Job | undefined {
  return jobs.find((job) => job.slug === slug && isOpen(job, now));
}

/** The posting with this slug if it has closed: its page answers 410 Gone (proxy.ts). */
export function closedJobBySlug(
  jobs: readonly Job[],
  slug: string,
  now: Date = new Date(),
): Job | undefined {
  return jobs.find((job) => job.slug === slug && !isOpen(job, now));
}

/**
 * Up to `limit` open positions like this one: those of the same department first, then those
 * sharing more of its skills, the newest first among equals. Unrelated jobs are left out.
 */
export function similarJobs(
  job: Job,
  jobs: readonly Job[],
  now: Date = new Date(),
  limit = 3,
): readonly Job[] {
  const skills = new Set(job.skills);
  const score = (other: Job) =>
    (other.department === job.department ? 100 : 0) +
    other.skills.filter((skill) => skills.has(skill)).length;
  return openJobs(jobs, now)
    .filter((other) => other.slug !== job.slug && score(other) > 0)
    .sort((a, b) => score(b) - score(a) || b.datePosted.localeCompare(a.datePosted))
    .slice(0, limit);
}

function searchableText(job: Job): string {
  return [
    job.title,
    job.summary,
    job.about,
    ...job.responsibilities,
    ...job.requirements,
    ...job.niceToHave,
    ...job.skills,
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

/** A remote job can be done from anywhere, so it is in every location's results (once). */
function isAt(job: Job, location: string): boolean {
  return job.workMode === 'Remote' || (job.locations as readonly string[]).includes(location);
}

/**
 * Jobs matching a text search and the department, location and work-mode filters. A filter that
 * is 'All', empty or not one of the options does not narrow the list, so a stale shared link still
 * shows jobs.
 */
export function filterJobs(list: readonly Job[], search: Partial<JobSearch> = {}): readonly Job[] {
  const q = (search.q ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const department = canonicalOption(departments, search.department);
  const location = canonicalOption(locations, search.location);
  const mode = canonicalOption(workModes, search.mode);
  return list.filter(
    (job) =>
      (q === '' || searchableText(job).includes(q)) &&
      (department === '' || job.department === department) &&
      (location === '' || isAt(job, location)) &&
      (mode === '' || job.workMode === mode),
  );
}

const MAX_QUERY_LENGTH = 100;

function firstParam(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim();
}

/**
 * Turns URL search params into a clean search: the text is trimmed and bounded; a department or
 * location or work mode is spelled as its option, and one that is 'All' or unknown becomes ''
 * (no filter).
 */
export function parseJobSearch(
  searchParams: Record<string, string | string[] | undefined>,
): JobSearch {
  const q = firstParam(searchParams.q).replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  return {
    q,
    department: canonicalOption(departments, firstParam(searchParams.department)),
    location: canonicalOption(locations, firstParam(searchParams.location)),
    mode: canonicalOption(workModes, firstParam(searchParams.mode)),
  };
}

/**
 * What 'Position Applied For' offers: the titles of the open jobs, then 'Other'. The server hands
 * this list to the application form, so no posting's text reaches the browser with it.
 */
export function positionOptions(jobs: readonly Job[], now: Date = new Date()): string[] {
  return [...openJobs(jobs, now).map((job) => job.title), OTHER_POSITION];
}
