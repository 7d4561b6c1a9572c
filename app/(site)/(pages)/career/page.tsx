import type { Metadata } from 'next';
import { PageBanner } from '@/components/sections/page-banner';
import { Rss } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { jobPageCopy } from '@/content/careers';
import { careersPage, departments, locations, workModes } from '@/content/jobs';
import { allJobs } from '@/lib/cms/content';
import { filterJobs, openJobs, parseJobSearch } from '@/lib/jobs';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { SentNotice } from './apply/sent-notice';
import { Benefits } from './benefits';
import { CareerCta } from './career-cta';
import { HiringSteps } from './hiring-steps';
import { feedAlternates, feedPath } from './job-feed';
import { JobList } from './job-list';
import { JobSearchForm } from './job-search';

type CareerPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The canonical URL is the unfiltered list; the feeds advertised are those of this search. */
export async function generateMetadata({ searchParams }: CareerPageProps): Promise<Metadata> {
  const page = pageMetadata({
    title: careersPage.breadcrumb,
    description: careersPage.description,
    path: '/career',
  });
  const search = parseJobSearch(await searchParams);
  return { ...page, alternates: { ...page.alternates, ...feedAlternates(search) } };
}

/** Rendered per request: the search lives in the URL, so a shared link shows the same list. */
export default async function CareerPage({ searchParams }: CareerPageProps) {
  const search = parseJobSearch(await searchParams);
  const jobs = filterJobs(openJobs(await allJobs()), search);
  const { openings } = careersPage;

  return (
    <>
      <PageBanner
        title={careersPage.title}
        subtitle={careersPage.subtitle}
        breadcrumb={[{ name: careersPage.breadcrumb }]}
        path="/career"
      />
      <Benefits />
      <section
        id="open-positions"
        aria-labelledby="open-positions-heading"
        className="bg-slate-50 py-16 sm:py-20"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="open-positions-heading"
            heading={openings.heading}
            intro={openings.intro}
            align="start"
            wide={false}
          />
          <div className="mt-8">
            <JobSearchForm
              search={search}
              labelledBy="open-positions-heading"
              departments={departments.filter((department) => department !== openings.allOption)}
              locations={locations}
              modes={workModes}
              labels={{
                search: openings.searchLabel,
                placeholder: openings.searchPlaceholder,
                department: openings.departmentLabel,
                location: openings.locationLabel,
                mode: openings.modeLabel,
                all: openings.allOption,
                submit: jobPageCopy.search,
              }}
            />
          </div>
          <JobList jobs={jobs} />
          <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
            <a
              href={feedPath('atom', search)}
              type="application/atom+xml"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <Rss aria-hidden="true" className="size-4" />
              {jobPageCopy.feed.follow}
            </a>
            <span className="text-sm">{jobPageCopy.feed.followHint}</span>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <HiringSteps />
      </div>
      <CareerCta hrEmail={site.hrEmail} />
      <SentNotice />
    </>
  );
}
