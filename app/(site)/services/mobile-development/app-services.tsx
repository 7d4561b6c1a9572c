import { Briefcase, Check, Layers, LifeBuoy, Smartphone } from 'lucide-react';
import { Reveal } from '@/components/motion/reveal';
import { mobileDevelopmentPage as content } from '@/content/mobile-development';
import type { AppServiceIcon } from '@/content/types';
import { SectionHeading } from '@/components/ui/section-heading';

const icons = {
  native: Smartphone,
  'cross-platform': Layers,
  enterprise: Briefcase,
  support: LifeBuoy,
} as const satisfies Record<AppServiceIcon, unknown>;

export function AppServices() {
  return (
    <Reveal as="section" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          heading={content.servicesHeading}
          intro={content.servicesIntro}
          align="start"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {content.services.map((service) => {
            const Icon = icons[service.icon];
            return (
              <li key={service.title} className="rounded-3xl bg-white p-7 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-2 text-slate-700">{service.text}</p>
                <ul className="mt-4 space-y-2">
                  {service.points.map((point) => (
                    <li key={point} className="flex gap-2 text-slate-700">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </Reveal>
  );
}
