import { PageBanner } from '@/components/sections/page-banner';
import type { LegalDocument, Route } from '@/content/types';
import { fillTokens, splitEmails } from '@/lib/legal';

function RichText({ text }: { text: string }) {
  return splitEmails(fillTokens(text)).map((part, index) =>
    part.kind === 'email' ? (
      <a
        key={index}
        href={`mailto:${part.value}`}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {part.value}
      </a>
    ) : (
      part.value
    ),
  );
}

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const updated = new Date(`${document.lastUpdated}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <PageBanner
        title={document.title}
        breadcrumb={[{ name: document.title }]}
        path={`/${document.slug}` as Route}
      >
        <p className="mt-4 text-brand-100">
          Last updated <time dateTime={document.lastUpdated}>{updated}</time>
        </p>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-8 items-center text-slate-700 hover:text-brand-700 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-lg leading-8 text-slate-700">
          <p className="text-xl leading-8 text-slate-800">
            <RichText text={document.intro} />
          </p>
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="text-2xl font-bold tracking-tight text-slate-900">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) =>
                block.kind === 'p' ? (
                  <p key={index} className="mt-4">
                    <RichText text={block.text} />
                  </p>
                ) : (
                  <ul key={index} className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700">
                    {block.items.map((item) => (
                      <li key={item}>
                        <RichText text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
