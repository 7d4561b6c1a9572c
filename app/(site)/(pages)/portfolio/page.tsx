import { CtaPanel } from '@/components/sections/cta-panel';
import { PageBanner } from '@/components/sections/page-banner';
import { Info } from '@/components/ui/icons';
import { portfolioPage } from '@/content/portfolio';
import { allCaseStudies } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/metadata';
import { CaseStudy } from './case-study';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

export const metadata = pageMetadata({
  title: portfolioPage.title,
  description: portfolioPage.description,
  path: '/portfolio',
});

export default async function PortfolioPage() {
  const studies = await allCaseStudies();
  return (
    <>
      <PageBanner title={portfolioPage.title} subtitle={portfolioPage.subtitle} path="/portfolio" />
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <p
          id="sample-note"
          className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {portfolioPage.sampleNote}
        </p>
        <nav aria-labelledby="case-study-index" className="mt-10">
          <h2 id="case-study-index" className="text-lg font-bold text-slate-900">
            {portfolioPage.indexHeading}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {studies.map((study) => (
              <li key={study.id}>
                <a
                  href={`#${study.id}`}
                  className="flex min-h-11 items-center rounded-xl px-3 py-2 font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:underline"
                >
                  {study.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl divide-y divide-slate-200 px-4 pt-14 sm:px-6">
        {studies.map((study, index) => (
          <CaseStudy key={study.id} study={study} artSide={index % 2 ? 'left' : 'right'} />
        ))}
      </div>
      <CtaPanel {...portfolioPage.cta} />
    </>
  );
}
