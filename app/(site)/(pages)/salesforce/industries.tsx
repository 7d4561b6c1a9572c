import { TitledSection } from '@/components/sections/titled-section';
import { getSalesforceIndustries, salesforcePage } from '@/content/salesforce';
import { industryIcons } from './salesforce-icons';

export function Industries() {
  return (
    <TitledSection
      id="industries"
      heading={salesforcePage.industriesHeading}
      intro={salesforcePage.industriesIntro}
      band="bg-brand-50 py-16 sm:py-20"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {getSalesforceIndustries().map((industry) => {
          const Icon = industryIcons[industry.icon];
          return (
            <li key={industry.name} className="rounded-3xl bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{industry.name}</h3>
              <p className="mt-1 text-slate-700">{industry.text}</p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
