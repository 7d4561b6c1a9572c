import { CtaPanel } from '@/components/sections/cta-panel';
import { PageBanner } from '@/components/sections/page-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { salesforcePage } from '@/content/salesforce';
import { pageMetadata } from '@/lib/metadata';
import { Industries } from './industries';
import { SalesforceStats } from './salesforce-stats';
import { ServiceCards } from './service-cards';
import { ServiceDetails } from './service-details';

export const metadata = pageMetadata({
  title: salesforcePage.title,
  description: salesforcePage.description,
  path: '/salesforce',
});

export default function SalesforcePage() {
  return (
    <>
      <PageBanner
        title={salesforcePage.title}
        subtitle={salesforcePage.subtitle}
        breadcrumb={[{ name: salesforcePage.title }]}
        path="/salesforce"
      >
        <div className="mt-8 flex flex-wrap gap-3">
          {salesforcePage.heroActions.map((action, index) => (
            <ButtonLink
              key={action.label}
              href={action.href}
              variant={index === 0 ? 'light' : 'secondary'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </PageBanner>
      <ServiceCards />
      <SalesforceStats />
      <Industries />
      <ServiceDetails />
      <CtaPanel {...salesforcePage.cta} />
    </>
  );
}
