import { ContactBanner } from '@/components/sections/contact-banner';
import { FeatureSection } from '@/components/sections/feature-section';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageBanner } from '@/components/sections/page-banner';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import {
  Activity,
  CloudUpload,
  Container,
  DatabaseBackup,
  Network,
  PiggyBank,
  ShieldCheck,
  Zap,
  type IconComponent,
} from '@/components/ui/icons';
import { Illustration } from '@/components/ui/illustration';
import { JsonLd } from '@/components/ui/json-ld';
import { cloudServicesPage as content, type CloudOfferingIcon } from '@/content/cloud-services';
import { pageMetadata } from '@/lib/metadata';
import { serviceData } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: '/services/cloud-services',
});

const offeringIcons = {
  migration: CloudUpload,
  architecture: Network,
  kubernetes: Container,
  serverless: Zap,
  cost: PiggyBank,
  backup: DatabaseBackup,
  security: ShieldCheck,
  monitoring: Activity,
} as const satisfies Record<CloudOfferingIcon, IconComponent>;

export default function CloudServicesPage() {
  return (
    <>
      <PageBanner
        title={content.title}
        subtitle={content.subtitle}
        breadcrumb={[{ name: 'Services', href: '/services' }, { name: content.breadcrumb }]}
        path="/services/cloud-services"
        actions={[content.heroCta]}
      />
      <FeatureSection
        title={content.intro.title}
        description={content.intro.description}
        bullets={content.intro.bullets}
        action={content.intro.action}
        media={<Illustration name={content.intro.illustration} />}
      />
      <IconCardGrid
        id="offerings"
        heading={content.offerings.heading}
        intro={content.offerings.intro}
        columns={4}
        band="bg-brand-50 py-16 sm:py-20"
        cards={content.offerings.items.map((item) => ({ ...item, Icon: offeringIcons[item.icon] }))}
      />
      <ContactBanner />
      <JsonLd data={serviceData('/services/cloud-services', content.subtitle)} />
      <OrganizationJsonLd />
    </>
  );
}
