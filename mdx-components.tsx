import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { telHref } from '@/lib/site';

/** The opening paragraph of a document, set larger than the rest. */
function Lead({ children }: { children: ReactNode }) {
  return <p className="text-xl leading-8 text-slate-800">{children}</p>;
}

/** A titled part of a document; the id is its anchor in the table of contents. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Email({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {address}
    </a>
  );
}

function Phone({ number }: { number: string }) {
  return (
    <a
      href={telHref(number)}
      className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
    >
      {number}
    </a>
  );
}

const components: MDXComponents = {
  p: (props) => <p className="mt-4" {...props} />,
  ul: (props) => <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700" {...props} />,
  Lead,
  Section,
  Email,
  Phone,
};

/** Required by @next/mdx in the App Router: the elements and components every MDX file gets. */
export function useMDXComponents(inherited?: MDXComponents): MDXComponents {
  return { ...components, ...inherited };
}
