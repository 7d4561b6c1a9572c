import type { ReactNode } from 'react';
import type { NavLink } from '@/content/types';
import { Reveal } from '../motion/reveal';
import { ButtonLink } from '../ui/button-link';
import { CheckList } from '../ui/check-list';

type FeatureSectionProps = {
  title: string;
  description: string;
  bullets?: readonly string[];
  /** `context` completes the label for screen readers, e.g. 'Learn More' + 'about ...'. */
  action?: NavLink & { context?: string };
  /** The illustration; decorative unless it carries its own alt text. */
  media: ReactNode;
  mediaSide?: 'left' | 'right';
};

export function FeatureSection({
  title,
  description,
  bullets = [],
  action,
  media,
  mediaSide = 'right',
}: FeatureSectionProps) {
  return (
    <Reveal as="section" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className={mediaSide === 'left' ? 'lg:order-2' : undefined}>
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{description}</p>
          {bullets.length ? <CheckList items={bullets} className="mt-6 space-y-3" /> : null}
          {action ? (
            <ButtonLink href={action.href} className="mt-8">
              {action.label}
              {action.context ? <span className="sr-only"> {action.context}</span> : null}
            </ButtonLink>
          ) : null}
        </div>
        <div className={mediaSide === 'left' ? 'lg:order-1' : undefined}>{media}</div>
      </div>
    </Reveal>
  );
}
