import { LeadershipSection } from '@/app/(site)/(pages)/about/team/leadership-section';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import type { FormState } from '@/lib/forms/state';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { AboutBlock } from './about-block';
import { ClientLogos } from './client-logos';
import { ComingSoon } from './coming-soon';
import { Hero } from './hero';
import { HomeStats } from './home-stats';
import { LatestNews } from './latest-news';
import { ProcessSteps } from './process-steps';
import { ServicesShowcase } from './services-showcase';
import { SuccessStories } from './success-stories';
import { Sustainability } from './sustainability';
import { Technologies } from './technologies';

/** The home page's metadata, also its twin's (Notify Me's answer without JavaScript). */
export const homeMetadata = {
  ...pageMetadata({ title: site.name, description: site.description, path: '/' }),
  title: { absolute: `${site.name} | ${site.tagline}` },
};

/** The home page; with `notifyState`, as the answer to Notify Me sent without JavaScript. */
export function HomeContent({ notifyState }: { notifyState?: FormState }) {
  return (
    <>
      <Hero />
      <ComingSoon notifyState={notifyState} />
      <ClientLogos />
      <ProcessSteps />
      <ServicesShowcase />
      <AboutBlock />
      <LatestNews />
      <Technologies />
      <HomeStats />
      <LeadershipSection className="bg-slate-50 py-16 sm:py-24" />
      <SuccessStories />
      <Sustainability />
      <OrganizationJsonLd />
    </>
  );
}
