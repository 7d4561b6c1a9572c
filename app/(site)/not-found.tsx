import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundPage } from '@/content/shell';

export const metadata: Metadata = { title: notFoundPage.title, robots: { index: false } };

/** The 404 page's content, also shown for addresses no route matches (app/global-not-found.tsx). */
export function NotFoundContent() {
  return (
    // From the top: a line that arrives later must not move those drawn (see PageBanner).
    <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center px-4 pt-40 pb-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {notFoundPage.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{notFoundPage.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">{notFoundPage.home}</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          {notFoundPage.contact}
        </ButtonLink>
      </div>
    </section>
  );
}

export default function NotFound() {
  return <NotFoundContent />;
}
