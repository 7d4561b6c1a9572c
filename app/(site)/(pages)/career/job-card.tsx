import type { ReactNode } from 'react';
import {
  ArrowRight,
  Briefcase,
  CalendarClock,
  CalendarDays,
  Clock,
  IndianRupee,
  Laptop,
  MapPin,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { jobPageCopy } from '@/content/careers';
import { careersPage, type Job } from '@/content/jobs';
import { deadline, formatJobDate, formatSalary, jobPlace } from './job-format';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const iconClass = 'size-4 shrink-0 text-brand-700';

/** One open position in the list: the facts, 'Apply Now' and a link to the full posting. */
export function JobCard({ job }: { job: Job }) {
  const { openings } = careersPage;
  const forThisJob = (
    <span className="sr-only">
      {' '}
      {jobPageCopy.hiddenFor} {job.title}
    </span>
  );
  return (
    <article className="near-screen flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow [--placeholder:27rem] hover:shadow-md sm:p-7 sm:[--placeholder:21rem]">
      <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        <span className="sr-only">{jobPageCopy.department}: </span>
        {job.department}
      </p>
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{job.title}</h3>
      <p className="mt-2 flex-1 leading-7 text-slate-700">{job.summary}</p>
      <dl className="mt-5 grid gap-x-4 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
        <Fact
          icon={<MapPin aria-hidden="true" className={iconClass} />}
          label={jobPageCopy.location}
        >
          {jobPlace(job)}
        </Fact>
        <Fact
          icon={<Laptop aria-hidden="true" className={iconClass} />}
          label={jobPageCopy.workMode}
        >
          {job.workMode}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className={iconClass} />} label={jobPageCopy.type}>
          {job.type}
        </Fact>
        <Fact
          icon={<Briefcase aria-hidden="true" className={iconClass} />}
          label={jobPageCopy.experience}
        >
          {job.experience.label}
        </Fact>
        <Fact
          icon={<CalendarDays aria-hidden="true" className={iconClass} />}
          label={jobPageCopy.posted}
        >
          <span aria-hidden="true">{jobPageCopy.posted} </span>
          <time dateTime={job.datePosted}>{formatJobDate(job.datePosted)}</time>
        </Fact>
        {job.salary && (
          <Fact
            icon={<IndianRupee aria-hidden="true" className={iconClass} />}
            label={jobPageCopy.salary}
          >
            {formatSalary(job.salary)}
          </Fact>
        )}
        <Fact
          icon={<CalendarClock aria-hidden="true" className={iconClass} />}
          label={jobPageCopy.deadline}
        >
          {deadline(job)}
        </Fact>
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link
          href={`/career/${job.slug}/apply`}
          scroll={false}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800"
        >
          {openings.apply}
          {forThisJob}
        </Link>
        <Link
          href={`/career/${job.slug}`}
          prefetch={false}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {openings.details}
          {forThisJob}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
