import type { Statistic } from '@/content/types';
import { Reveal } from '../motion/reveal';

type StatsStripProps = {
  /** Names the section for assistive technology; shown only to screen readers. */
  heading: string;
  stats: readonly Statistic[];
};

/** A band of key figures. Each label comes first in the markup so it is read before its value. */
export function StatsStrip({ heading, stats }: StatsStripProps) {
  return (
    <Reveal as="section" className="bg-brand-900 py-14 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 className="sr-only">{heading}</h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-base text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Reveal>
  );
}
