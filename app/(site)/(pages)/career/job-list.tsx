import { SearchX } from '@/components/ui/icons';
import { careersPage, type Job } from '@/content/jobs';
import { JobCard } from './job-card';
import { positionCount } from './job-format';

/** The matching open positions. The count is a live region, so a new search is announced. */
export function JobList({ jobs }: { jobs: readonly Job[] }) {
  const { empty } = careersPage.openings;
  return (
    <>
      <p role="status" className="mt-8 font-semibold text-slate-800">
        {positionCount(jobs.length)}
      </p>
      {jobs.length ? (
        <ul className="mt-4 grid gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-500" />
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{empty.title}</h3>
          <p className="mt-2 max-w-md text-slate-700">{empty.hint}</p>
        </div>
      )}
    </>
  );
}
