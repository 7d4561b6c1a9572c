import { cn } from '@/lib/cn';

export type SectionHeadingProps = {
  heading: string;
  intro: string;
  /** A short label above the heading, e.g. 'Testimonials'. */
  eyebrow?: string;
  /** The heading's id, for a section that names itself with aria-labelledby. */
  id?: string;
  /** Centred (the default) or aligned with the section's start edge. */
  align?: 'center' | 'start';
  /** A wider column (max-w-3xl) for centred headings over longer intros. */
  wide?: boolean;
  className?: string;
};

/** A section's title and the paragraph that introduces it, in the site's one style. */
export function SectionHeading({
  heading,
  intro,
  eyebrow,
  id,
  align = 'center',
  wide = align === 'start',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        align === 'center' && 'mx-auto text-center',
        wide ? 'max-w-3xl' : 'max-w-2xl',
        className,
      )}
    >
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-4 text-lg text-slate-700">{intro}</p>
    </div>
  );
}
