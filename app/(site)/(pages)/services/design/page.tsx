import { ContactBanner } from '@/components/sections/contact-banner';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageBanner } from '@/components/sections/page-banner';
import { StatsStrip } from '@/components/sections/stats-strip';
import { TitledSection } from '@/components/sections/titled-section';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import {
  Accessibility,
  Compass,
  Component,
  LayoutTemplate,
  Palette,
  Search,
  type IconComponent,
} from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { designServicesPage as content, type DesignServiceIcon } from '@/content/design-services';
import { allTestimonials } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/metadata';
import { serviceData } from '@/lib/structured-data';
import { DesignProcess } from './design-process';
import { TestimonialCarousel } from './testimonial-carousel';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.description,
  path: '/services/design',
});

const serviceIcons = {
  research: Search,
  strategy: Compass,
  prototype: LayoutTemplate,
  visual: Palette,
  system: Component,
  usability: Accessibility,
} as const satisfies Record<DesignServiceIcon, IconComponent>;

export default async function DesignServicesPage() {
  const { testimonials } = content;
  const quotes = await allTestimonials();
  return (
    <>
      <PageBanner
        title={content.title}
        subtitle={content.subtitle}
        breadcrumb={[{ name: 'Services', href: '/services' }, { name: content.breadcrumb }]}
        path="/services/design"
        actions={[content.heroCta]}
      />
      <IconCardGrid
        id="services"
        heading={content.services.heading}
        intro={content.services.intro}
        cards={content.services.items.map((item) => ({ ...item, Icon: serviceIcons[item.icon] }))}
      />
      <StatsStrip heading={content.stats.heading} stats={content.stats.items} />
      <DesignProcess {...content.process} />
      <TitledSection
        heading={testimonials.heading}
        intro={testimonials.intro}
        band="bg-brand-50 py-16 sm:py-20"
      >
        <div className="mt-10">
          <TestimonialCarousel testimonials={quotes} label={testimonials.label} />
        </div>
      </TitledSection>
      <ContactBanner />
      <JsonLd data={serviceData('/services/design', content.subtitle)} />
      <OrganizationJsonLd />
    </>
  );
}
