import { Reveal } from '@/components/motion/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { StatsStrip } from '@/components/sections/stats-strip';
import { ButtonLink } from '@/components/ui/button-link';
import { devopsPage as content } from '@/content/devops';
import { pageMetadata } from '@/lib/metadata';
import { DevOpsServices } from './devops-services';
import { Methodology } from './methodology';
import { TechStack } from './tech-stack';

export const metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: '/services/devops',
});

export default function DevOpsPage() {
  const [primary, secondary] = content.ctas;
  const actions = (
    <div className="mt-8 flex flex-wrap gap-3">
      <ButtonLink href={primary.href} variant="light">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="secondary">
        {secondary.label}
      </ButtonLink>
    </div>
  );
  return (
    <>
      <PageBanner
        title={content.title}
        subtitle={content.subtitle}
        breadcrumb={[{ name: 'Services', href: '/services' }, { name: content.breadcrumb }]}
        path="/services/devops"
      >
        {actions}
      </PageBanner>
      <StatsStrip heading={content.stats.heading} stats={content.stats.items} />
      <TechStack {...content.techStack} />
      <DevOpsServices
        heading={content.services.heading}
        intro={content.services.intro}
        services={content.services.items}
      />
      <Methodology {...content.methodology} />
      <Reveal as="section" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="rounded-3xl bg-brand-800 px-8 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight">{content.closing.heading}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{content.closing.text}</p>
          <div className="flex justify-center">{actions}</div>
        </div>
      </Reveal>
    </>
  );
}
