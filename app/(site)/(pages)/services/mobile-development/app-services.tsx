import { TitledSection } from '@/components/sections/titled-section';
import { CheckList } from '@/components/ui/check-list';
import { IconBadge } from '@/components/ui/icon-badge';
import { Briefcase, Layers, LifeBuoy, Smartphone } from '@/components/ui/icons';
import {
  mobileDevelopmentPage as content,
  type AppServiceIcon,
} from '@/content/mobile-development';

const icons = {
  native: Smartphone,
  'cross-platform': Layers,
  enterprise: Briefcase,
  support: LifeBuoy,
} as const satisfies Record<AppServiceIcon, unknown>;

export function AppServices() {
  return (
    <TitledSection
      heading={content.servicesHeading}
      intro={content.servicesIntro}
      align="start"
      band="bg-brand-50 py-16 sm:py-20"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {content.services.map((service) => (
          <li key={service.title} className="rounded-3xl bg-white p-7 shadow-sm">
            <IconBadge Icon={icons[service.icon]} solid />
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{service.title}</h3>
            <p className="mt-2 text-slate-700">{service.text}</p>
            <CheckList items={service.points} compact className="mt-4 space-y-2" />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
