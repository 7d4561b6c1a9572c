import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/sections/page-banner';
import { PreviewNotice } from '@/components/shell/preview-notice';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Link } from '@/components/ui/link';
import { jobPageCopy as copy } from '@/content/careers';
import { careersPage, type Job } from '@/content/jobs';
import { allJobs } from '@/lib/cms/content';
import { previewOf } from '@/lib/cms/preview';
import { closedJobBySlug, isOpen, openJobBySlug, similarJobs } from '@/lib/jobs';
import { pageMetadata } from '@/lib/metadata';
import { SentNotice } from '../apply/sent-notice';
import { HiringSteps } from '../hiring-steps';
import { feedAlternates } from '../job-feed';
import { deadline, formatJobDate, formatSalary, jobFacts, jobPlace } from '../job-format';
import { JobPostingJsonLd } from './job-posting-json-ld';

type JobPageProps = { params: Promise<{ slug: string }> };

// Every published posting keeps its URL: an open one shows the posting, a closed one says so
// (answered with 410 Gone by proxy.ts) and points to similar open positions; any other slug, a
// draft or a deleted job included, is a 404. The pages are prerendered from the CMS; publishing,
// editing or closing a job there marks them stale (lib/cms/revalidate.ts), and a job published
// after the build is rendered on its first request. A request more than a minute after a page's
// last render renders it again, so a posting whose closing date passes switches without an edit
// (the request that triggers it still gets the stale page; the status is proxy.ts's, and
// /api/apply refuses the position anyway).
export const revalidate = 60;

export async function generateStaticParams() {
  return (await allJobs()).map((job) => ({ slug: job.slug }));
}

type Posting = { job: Job; closed: boolean; jobs: readonly Job[]; preview?: boolean };

async function postingFrom(params: JobPageProps['params']): Promise<Posting> {
  const { slug } = await params;
  const jobs = await allJobs();
  // An editor previewing the job sees its latest draft (lib/cms/preview.ts).
  const draft = await previewOf('jobs', slug);
  if (draft) return { job: draft, closed: !isOpen(draft), jobs, preview: true };
  const open = openJobBySlug(jobs, slug);
  if (open) return { job: open, closed: false, jobs };
  const closed = closedJobBySlug(jobs, slug);
  if (closed) return { job: closed, closed: true, jobs };
  notFound();
}

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const { job, closed } = await postingFrom(params);
  const page = pageMetadata({
    title: closed ? `${job.title} (${copy.closed.status})` : `${job.title} (${jobPlace(job)})`,
    description: closed ? copy.closed.text : job.summary,
    path: `/career/${job.slug}`,
  });
  if (closed) return { ...page, robots: { index: false } };
  return { ...page, alternates: { ...page.alternates, ...feedAlternates() } };
}

function SimilarJobs({ job, jobs }: { job: Job; jobs: readonly Job[] }) {
  const similar = similarJobs(job, jobs);
  return (
    <section aria-labelledby="similar-jobs-heading" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="similar-jobs-heading" className="text-2xl font-bold text-slate-900">
          {copy.similar.heading}
        </h2>
        {similar.length ? (
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {similar.map((other) => (
              <li
                key={other.slug}
                className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="text-xl font-semibold">
                  <Link
                    href={`/career/${other.slug}`}
                    prefetch={false}
                    className="text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {other.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-600">{jobFacts(other)}</p>
                <p className="mt-3 leading-7 text-slate-700">{other.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">{copy.similar.none}</p>
        )}
      </div>
    </section>
  );
}

/** A closed posting: its title, that it has closed, and where to go instead. */
function ClosedJob({ job, jobs }: { job: Job; jobs: readonly Job[] }) {
  return (
    <>
      <PageBanner
        title={job.title}
        subtitle={copy.closed.status}
        breadcrumb={[{ name: careersPage.breadcrumb, href: '/career' }, { name: job.title }]}
        path={`/career/${job.slug}`}
      />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-lg leading-8 text-slate-700">{copy.closed.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/career/apply" scroll={false}>
            {copy.closed.generalApplication}
          </ButtonLink>
          <BackLink href="/career#open-positions">{copy.closed.allPositions}</BackLink>
        </div>
      </div>
      <SimilarJobs job={job} jobs={jobs} />
      <SentNotice />
    </>
  );
}

function PostingList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-slate-900">{heading}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function JobDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatJobDate(date)}</time>;
}

export default async function JobPage({ params }: JobPageProps) {
  const { job, closed, jobs, preview } = await postingFrom(params);
  const notice = preview ? (
    <PreviewNotice exitHref={`/cms-preview?collection=jobs&slug=${job.slug}&exit`} />
  ) : null;
  if (closed)
    return (
      <>
        <ClosedJob job={job} jobs={jobs} />
        {notice}
      </>
    );
  const facts = [
    { label: copy.department, value: job.department },
    { label: copy.location, value: jobPlace(job) },
    { label: copy.workMode, value: job.workMode },
    { label: copy.type, value: job.type },
    { label: copy.experience, value: job.experience.label },
    ...(job.salary ? [{ label: copy.salary, value: formatSalary(job.salary) }] : []),
    { label: copy.posted, value: <JobDate date={job.datePosted} /> },
    {
      label: copy.deadline,
      value: job.validThrough ? (
        <>
          {copy.closes} <JobDate date={job.validThrough} />
        </>
      ) : (
        deadline(job)
      ),
    },
  ];

  return (
    <>
      {notice}
      <PageBanner
        title={job.title}
        subtitle={job.summary}
        breadcrumb={[{ name: careersPage.breadcrumb, href: '/career' }, { name: job.title }]}
        path={`/career/${job.slug}`}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="lg:sticky lg:top-28 lg:col-start-3 lg:row-start-1 lg:self-start">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
            <dl className="grid gap-4">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
                  <dd className="font-semibold text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 text-slate-700">{copy.applyPrompt}</p>
            <div className="mt-4">
              <ButtonLink href={`/career/${job.slug}/apply`} scroll={false} className="w-full">
                {copy.apply}
              </ButtonLink>
            </div>
          </div>
          <BackLink href="/career#open-positions" className="mt-4">
            {copy.backToList}
          </BackLink>
        </div>
        <article className="lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <section>
            <h2 className="text-2xl font-bold text-slate-900">{copy.about}</h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{job.about}</p>
          </section>
          <PostingList heading={copy.responsibilities} items={job.responsibilities} />
          <PostingList heading={copy.requirements} items={job.requirements} />
          <PostingList heading={copy.niceToHave} items={job.niceToHave} />
        </article>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
        <HiringSteps />
      </div>
      <SimilarJobs job={job} jobs={jobs} />
      <JobPostingJsonLd job={job} />
      <SentNotice />
    </>
  );
}
