import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The outlined control of the page copies and the links to them. Not ButtonLink: that is Next's
 * Link, whose client-side hash navigation (history.pushState) does not update :target, which
 * shows and hides the copies.
 */
export const outlineControl =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-50';

type PageCopyProps = {
  /** The copy's id: a link to `#<id>` shows it. Its title gets `<id>-title`. */
  id: string;
  title: string;
  /** Above the title (a date) and below it (a subtitle). */
  before?: ReactNode;
  after?: ReactNode;
  /** The section to return to, and the link's text. */
  backHref: `#${string}`;
  backLabel: string;
  /**
   * `div` (with role="article") where the section's <article> elements are its cards and
   * should stay the only ones.
   */
  as?: 'article' | 'div';
  children: ReactNode;
};

/**
 * Content that otherwise opens in a dialog (a news article, a leader's profile), on the page as
 * well and shown only while the address names it (`#<id>`, CSS :target): what the dialog's
 * opener leads to without JavaScript (LinkUntilHydrated), and what a shared link opens. Hidden,
 * it is out of the accessibility tree.
 */
export function PageCopy({
  id,
  title,
  before,
  after,
  backHref,
  backLabel,
  as: Element = 'article',
  children,
}: PageCopyProps) {
  return (
    <Element
      id={id}
      role={Element === 'div' ? 'article' : undefined}
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-12 hidden max-w-3xl scroll-mt-28 space-y-7 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 target:block sm:p-10"
    >
      <div>
        {before}
        <h3
          id={`${id}-title`}
          className={`${before ? 'mt-2' : ''}text-2xl font-bold text-slate-900`}
        >
          {title}
        </h3>
        {after}
      </div>
      {children}
      <a href={backHref} className={outlineControl}>
        <ArrowUp aria-hidden="true" className="size-4" />
        {backLabel}
      </a>
    </Element>
  );
}
