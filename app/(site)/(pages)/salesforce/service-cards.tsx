import { TitledSection } from '@/components/sections/titled-section';
import { IconBadge } from '@/components/ui/icon-badge';
import { ArrowRight } from '@/components/ui/icons';
import { getSalesforceServices, salesforcePage } from '@/content/salesforce';
import { serviceIcons } from './salesforce-icons';

export function ServiceCards() {
  return (
    <TitledSection
      id="services"
      heading={salesforcePage.servicesHeading}
      intro={salesforcePage.servicesIntro}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {getSalesforceServices().map((service) => (
          <li
            key={service.id}
            id={`${service.id}-card`}
            className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
          >
            <IconBadge Icon={serviceIcons[service.icon]} solid />
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{service.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
            <a
              href={`#${service.id}`}
              className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {salesforcePage.learnMore}
              <span className="sr-only">: {service.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
