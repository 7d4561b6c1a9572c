import type { JobSearch } from '@/content/jobs';

/** The job search's URL parameters, in the order they are written. */
export const JOB_SEARCH_FIELDS = ['q', 'department', 'location', 'mode'] as const;

/** 'q=react&mode=Remote': the search as /career and its feeds read it (parseJobSearch). */
export function jobSearchQuery(search: Partial<JobSearch>): string {
  const params = new URLSearchParams();
  for (const name of JOB_SEARCH_FIELDS) if (search[name]) params.set(name, search[name]);
  return params.toString();
}
