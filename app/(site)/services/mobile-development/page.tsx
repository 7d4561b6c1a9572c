import { Reveal } from '@/components/motion/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { mobileDevelopmentPage as content } from '@/content/mobile-development';
import { pageMetadata } from '@/lib/metadata';
import { TechLogo } from '@/components/ui/tech-logo';
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
        <div className="max-w-3xl">
          <h2
            id="app-technologies-heading"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {content.technologiesHeading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{content.technologiesIntro}</p>
        </div>
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
      <Reveal as="section" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-3xl bg-brand-800 px-8 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight">{content.closing.heading}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{content.closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href={content.closing.primary.href} variant="light">
              {content.closing.primary.label}
            </ButtonLink>
            <ButtonLink
              href={content.closing.secondary.href}
              variant="secondary"
              className="border-white"
            >
              {content.closing.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Reveal>
    </>
  );
}
