import { ContactBanner } from '@/components/sections/contact-banner';
import { PageBanner } from '@/components/sections/page-banner';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import { BadgeCheck } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { webDevelopmentPage as content } from '@/content/web-development';
import { pageMetadata } from '@/lib/metadata';
import { serviceData } from '@/lib/structured-data';
import { DeliveryPhases } from './delivery-phases';
import { TechnologyCards } from './technology-cards';

export const metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: '/services/web-development',
});

export default function WebDevelopmentPage() {
  return (
    <>
      <PageBanner
        title={content.title}
        subtitle={content.subtitle}
        breadcrumb={[{ name: 'Services', href: '/services' }, { name: content.title }]}
        path="/services/web-development"
        actions={content.heroActions}
      />
      <section aria-labelledby="strengths-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="strengths-heading"
          heading={content.strengthsHeading}
          intro={content.strengthsIntro}
          align="start"
        />
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {content.strengths.map((strength) => (
            <li
              key={strength}
              className="flex items-center gap-3 rounded-full border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-slate-800"
            >
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {strength}
            </li>
          ))}
        </ul>
      </section>
      <TechnologyCards />
      <DeliveryPhases />
      <ContactBanner />
      <JsonLd data={serviceData('/services/web-development', content.subtitle)} />
      <OrganizationJsonLd />
    </>
  );
}
