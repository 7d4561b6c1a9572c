import { jobPageCopy } from '@/content/careers';
import { PageBanner } from '@/components/sections/page-banner';
import { careersPage, departments, locations } from '@/content/jobs';
import { filterJobs, getOpenJobs, parseJobSearch } from '@/lib/jobs';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { SentNotice } from './apply/sent-notice';
import { Benefits } from './benefits';
import { CareerCta } from './career-cta';
import { JobList } from './job-list';
import { JobSearchForm } from './job-search';
import { SectionHeading } from '@/components/ui/section-heading';

export const metadata = pageMetadata({
  title: careersPage.breadcrumb,
  description: careersPage.description,
  path: '/career',
});

type CareerPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Rendered per request: the search lives in the URL, so a shared link shows the same list. */
export default async function CareerPage({ searchParams }: CareerPageProps) {
  const search = parseJobSearch(await searchParams);
  const jobs = filterJobs(getOpenJobs(), search);
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
              labels={{
                search: openings.searchLabel,
                placeholder: openings.searchPlaceholder,
                department: openings.departmentLabel,
                location: openings.locationLabel,
                all: openings.allOption,
                submit: jobPageCopy.search,
              }}
            />
          </div>
          <JobList jobs={jobs} />
        </div>
      </section>
      <CareerCta hrEmail={site.hrEmail} />
      <SentNotice />
    </>
  );
}
