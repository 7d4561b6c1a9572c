import type { MDXComponents, MDXContent } from 'mdx/types';
import { PageBanner } from '@/components/sections/page-banner';
import type { Route } from '@/content/types';

type LegalPageProps = {
  title: string;
  path: Route;
  /** YYYY-MM-DD */
  lastUpdated: string;
  /** The document, an MDX file of `<Lead>` and `<Section id title>` elements. */
  Document: MDXContent;
};

/** Rendered with these, a document is its own table of contents: one link per section. */
const tableOfContents: MDXComponents = {
  Lead: () => null,
  Section: ({ id, title }: { id: string; title: string }) => (
    <li>
      <a
        href={`#${id}`}
        className="inline-flex min-h-8 items-center text-slate-700 hover:text-brand-700 hover:underline"
      >
        {title}
      </a>
    </li>
  ),
};

export function LegalPage({ title, path, lastUpdated, Document }: LegalPageProps) {
  const updated = new Date(`${lastUpdated}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <PageBanner title={title} breadcrumb={[{ name: title }]} path={path}>
        <p className="mt-4 text-brand-100">
          Last updated <time dateTime={lastUpdated}>{updated}</time>
        </p>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            <Document components={tableOfContents} />
          </ol>
        </nav>
        <article className="max-w-3xl text-lg leading-8 text-slate-700">
          <Document />
        </article>
      </div>
    </>
  );
}
