import { TitledSection } from '@/components/sections/titled-section';
import { CheckList } from '@/components/ui/check-list';
import { IconBadge } from '@/components/ui/icon-badge';
import type { DevOpsService } from '@/content/devops';
import { categoryIcons } from './category-icons';

type DevOpsServicesProps = { heading: string; intro: string; services: readonly DevOpsService[] };

export function DevOpsServices({ heading, intro, services }: DevOpsServicesProps) {
  return (
    <TitledSection id="services" heading={heading} intro={intro} band="bg-brand-50 py-16 sm:py-20">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm">
            <IconBadge Icon={categoryIcons[service.icon]} solid />
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{service.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{service.text}</p>
            <CheckList
              items={service.features}
              compact
              aria-label={`${service.title} features`}
              className="mt-5 space-y-2 border-t border-slate-200 pt-5"
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
