import { AboutBlock } from '@/components/home/about-block';
import { ClientLogos } from '@/components/home/client-logos';
import { ComingSoon } from '@/components/home/coming-soon';
import { Hero } from '@/components/home/hero';
import { HomeStats } from '@/components/home/home-stats';
import { LatestNews } from '@/components/home/latest-news';
import { LeadershipSection } from '@/components/leaders/leadership-section';
import { ProcessSteps } from '@/components/home/process-steps';
import { ServicesShowcase } from '@/components/home/services-showcase';
import { SuccessStories } from '@/components/home/success-stories';
import { Sustainability } from '@/components/home/sustainability';
import { Technologies } from '@/components/home/technologies';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({ title: site.name, description: site.description, path: '/' }),
  title: { absolute: `${site.name} | ${site.tagline}` },
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <ComingSoon />
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
    </>
  );
}
