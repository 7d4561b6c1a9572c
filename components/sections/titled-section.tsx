import type { ReactNode } from 'react';
import { Reveal } from '../motion/reveal';
import { SectionHeading, type SectionHeadingProps } from '../ui/section-heading';

type TitledSectionProps = Omit<SectionHeadingProps, 'id' | 'className'> & {
  id?: string;
  /**
   * The classes (background, vertical padding) of a full-width band around the column, e.g.
   * 'bg-brand-50 py-16 sm:py-20'. Without it the section is the column itself.
   */
  band?: string;
  children: ReactNode;
};

/** A section that fades in, opening with its SectionHeading: the site's usual content block. */
export function TitledSection({ id, band, children, ...heading }: TitledSectionProps) {
  const content = (
    <>
      <SectionHeading {...heading} />
      {children}
    </>
  );
  if (!band) {
    return (
      <Reveal as="section" id={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        {content}
      </Reveal>
    );
  }
  return (
    <Reveal as="section" id={id} className={band}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{content}</div>
    </Reveal>
  );
}
