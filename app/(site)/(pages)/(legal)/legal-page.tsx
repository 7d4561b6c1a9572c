import type { MDXComponents, MDXContent } from 'mdx/types';
import type { ReactNode } from 'react';
import { PageBanner } from '@/components/sections/page-banner';
import { legalPageLabels } from '@/content/legal';
import type { LegalPageLabels, Route } from '@/content/types';

type LegalPageProps = {
  title: string;
  path: Route;
  /** YYYY-MM-DD */
  lastUpdated: string;
  /** The document, an MDX file of `<Lead>` and `<Section id title>` elements. */
  Document: MDXContent;
  /**
   * The language of a translated document: the page's own text (banner, contents and document)
   * carries it as `lang`, inside the site's English navigation and footer.
   */
  lang?: string;
  /** Language and region of the date, e.g. 'hi-IN'. */
  locale?: string;
  labels?: LegalPageLabels;
  /** In the banner, under the date: e.g. a language switch. */
  banner?: ReactNode;
  /** Above the contents and the document: e.g. a translation's note on which text is the reference. */
  preface?: ReactNode;
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

export function LegalPage({
  title,
  path,
  lastUpdated,
  Document,
  lang,
  locale = 'en-IN',
  labels = legalPageLabels,
  banner,
  preface,
}: LegalPageProps) {
  const updated = new Date(`${lastUpdated}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const page = (
    <>
      <PageBanner title={title} breadcrumb={[{ name: title }]} path={path} homeLabel={labels.home}>
        <p className="mt-4 text-brand-100">
          {labels.lastUpdated} <time dateTime={lastUpdated}>{updated}</time>
        </p>
        {banner}
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        {preface ? <div className="max-w-5xl lg:col-span-2">{preface}</div> : null}
        <nav aria-label={labels.onThisPage} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {labels.onThisPage}
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
  return lang ? <div lang={lang}>{page}</div> : page;
}
