import { LeaderGrid } from '@/components/leaders/leader-grid';
import { Reveal } from '@/components/motion/reveal';
import { ContactBanner } from '@/components/sections/contact-banner';
import { PageBanner } from '@/components/sections/page-banner';
import { getLeaders, teamPage } from '@/content/leaders';
import { pageMetadata } from '@/lib/metadata';
import { WiderTeam } from './wider-team';

export const metadata = pageMetadata({
  title: teamPage.title,
  description: teamPage.description,
  path: '/about/team',
});

export default function TeamPage() {
  return (
    <>
      <PageBanner
        title={teamPage.title}
        subtitle={teamPage.subtitle}
        breadcrumb={[{ name: 'About', href: '/about/process' }, { name: teamPage.title }]}
        path="/about/team"
      />
      <Reveal as="section" id="leadership" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {teamPage.leadershipHeading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{teamPage.leadershipIntro}</p>
        </div>
        <div className="mt-12">
          <LeaderGrid leaders={getLeaders()} />
        </div>
      </Reveal>
      <WiderTeam />
      <ContactBanner />
    </>
  );
}
