import { CtaPanel } from '@/components/sections/cta-panel';
import { PageBanner } from '@/components/sections/page-banner';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { TechLogo } from '@/components/ui/tech-logo';
import { mobileDevelopmentPage as content } from '@/content/mobile-development';
import { pageMetadata } from '@/lib/metadata';
import { serviceData } from '@/lib/structured-data';
import { AppProcess } from './app-process';
import { AppServices } from './app-services';

export const metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: '/services/mobile-development',
});

export default function MobileDevelopmentPage() {
  return (
    <>
      <PageBanner
        title={content.title}
        subtitle={content.subtitle}
        breadcrumb={[{ name: 'Services', href: '/services' }, { name: content.title }]}
        path="/services/mobile-development"
        actions={[content.consultation, content.caseStudies]}
      />
      <section
        aria-labelledby="app-technologies-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      >
        <SectionHeading
          id="app-technologies-heading"
          heading={content.technologiesHeading}
          intro={content.technologiesIntro}
          align="start"
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {content.technologies.map((technology) => (
            <li
              key={technology.name}
              className="flex flex-col items-center gap-3 rounded-3xl border border-slate-200 bg-white p-6 text-center font-semibold text-slate-900 shadow-sm"
            >
              <TechLogo name={technology.logo} className="size-10" />
              {technology.name}
            </li>
          ))}
        </ul>
      </section>
      <AppServices />
      <AppProcess />
      <CtaPanel
        heading={content.closing.heading}
        text={content.closing.text}
        actions={[content.closing.primary, content.closing.secondary]}
      />
      <JsonLd data={serviceData('/services/mobile-development', content.subtitle)} />
      <OrganizationJsonLd />
    </>
  );
}
