import { CtaPanel } from '@/components/sections/cta-panel';
import { PageBanner } from '@/components/sections/page-banner';
import { StatsStrip } from '@/components/sections/stats-strip';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { devopsPage as content } from '@/content/devops';
import { pageMetadata } from '@/lib/metadata';
import { serviceData } from '@/lib/structured-data';
import { DevOpsServices } from './devops-services';
import { Methodology } from './methodology';
import { TechStack } from './tech-stack';

export const metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: '/services/devops',
});

export default function DevOpsPage() {
  return (
    <>
      <PageBanner
        title={content.title}
        subtitle={content.subtitle}
        breadcrumb={[{ name: 'Services', href: '/services' }, { name: content.breadcrumb }]}
        path="/services/devops"
        actions={content.ctas}
      />
      <StatsStrip heading={content.stats.heading} stats={content.stats.items} />
      <TechStack {...content.techStack} />
      <DevOpsServices
        heading={content.services.heading}
        intro={content.services.intro}
        services={content.services.items}
      />
      <Methodology {...content.methodology} />
      <CtaPanel {...content.closing} actions={content.ctas} />
      <JsonLd data={serviceData('/services/devops', content.subtitle)} />
      <OrganizationJsonLd />
    </>
  );
}
