import type { CSSProperties } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';
import {
  ArrowRight,
  BrainCircuit,
  ChartColumn,
  CodeXml,
  Globe,
  Lightbulb,
  MoveHorizontal,
  Network,
  ShieldCheck,
  Smartphone,
  Sparkles,
  type IconComponent,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { SectionHeading } from '@/components/ui/section-heading';
import { getServicesShowcase, type ShowcaseIcon } from '@/content/home';
import { ServicesScroller } from './services-scroller';

const icons: Record<ShowcaseIcon, IconComponent> = {
  ai: BrainCircuit,
  'custom-ai': Sparkles,
  ml: Network,
  software: CodeXml,
  web: Globe,
  mobile: Smartphone,
  security: ShieldCheck,
  analytics: ChartColumn,
  innovation: Lightbulb,
};

/**
 * Nine service cards in one row. On large screens with motion allowed the section pins and
 * vertical scrolling moves the row sideways; otherwise the row scrolls horizontally by itself.
 * Which of the two applies is decided by CSS (see 'Our Services row' in globals.css), so the
 * server HTML already has its final height.
 */
export function ServicesShowcase() {
  const { heading, intro, hint, rowLabel, readMore, readMoreContext, services } =
    getServicesShowcase();
  return (
    <section
      id="our-services"
      aria-labelledby="our-services-heading"
      className="services-showcase bg-slate-50"
      style={{ '--cards': services.length } as CSSProperties}
    >
      <ServicesScroller
        rowLabel={rowLabel}
        header={
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading
              id="our-services-heading"
              heading={heading}
              intro={intro}
              align="start"
            />
            <p className="services-hint mt-3 items-center gap-2 text-sm font-medium text-brand-700">
              <MoveHorizontal aria-hidden="true" className="size-4" />
              {hint}
            </p>
          </div>
        }
      >
        <ul className="services-row">
          {services.map((service) => (
            <li
              key={service.id}
              className="services-card flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-brand-300 hover:shadow-lg"
            >
              <IconBadge Icon={icons[service.icon]} />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{service.description}</p>
              <Link
                href={service.href}
                prefetch={false}
                className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {readMore}
                <span className="sr-only">{readMoreContext(service.title)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </ServicesScroller>
    </section>
  );
}
