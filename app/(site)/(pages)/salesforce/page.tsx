import { CtaPanel } from '@/components/sections/cta-panel';
import { PageBanner } from '@/components/sections/page-banner';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { salesforcePage } from '@/content/salesforce';
import { pageMetadata } from '@/lib/metadata';
import { serviceData } from '@/lib/structured-data';
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
        path="/salesforce"
        actions={salesforcePage.heroActions}
      />
      <ServiceCards />
      <SalesforceStats />
      <Industries />
      <ServiceDetails />
      <CtaPanel {...salesforcePage.cta} />
      <JsonLd data={serviceData('/salesforce', salesforcePage.subtitle)} />
      <OrganizationJsonLd />
    </>
  );
}
