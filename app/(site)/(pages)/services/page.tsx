import { Reveal } from '@/components/motion/reveal';
import { ContactBanner } from '@/components/sections/contact-banner';
import { PageBanner } from '@/components/sections/page-banner';
import { IconBadge } from '@/components/ui/icon-badge';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { SectionHeading } from '@/components/ui/section-heading';
import { getServices, servicesPage } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import { serviceIcons } from './service-icons';

export const metadata = pageMetadata({
  title: servicesPage.title,
  description: servicesPage.description,
  path: '/services',
});

export default function ServicesPage() {
  return (
    <>
      <PageBanner
        title={servicesPage.title}
        subtitle={servicesPage.subtitle}
        breadcrumb={[{ name: 'Services' }]}
        path="/services"
      />
      <section
        aria-labelledby="service-list-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      >
        <SectionHeading
          id="service-list-heading"
          heading={servicesPage.listHeading}
          intro={servicesPage.listIntro}
          align="start"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getServices().map((service) => (
            <li
              key={service.path}
              className="flex flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
            >
              <IconBadge Icon={serviceIcons[service.icon]} />
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
              <Link
                href={service.path}
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {servicesPage.learnMore.label}
                <span className="sr-only">
                  {' '}
                  {servicesPage.learnMore.hiddenPrefix} {service.title}
                </span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Reveal as="section" className="bg-brand-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">
            {servicesPage.engagementHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {servicesPage.engagementModels.map((model) => (
              <li key={model.title} className="rounded-3xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{model.title}</h3>
                <p className="mt-2 text-slate-700">{model.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
      <ContactBanner />
    </>
  );
}
