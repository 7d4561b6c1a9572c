import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getLeaders, teamPage } from '@/content/leaders';
import { LeaderCards } from './leader-card';

/** 'Executive Leadership': heading, intro and the leader cards (home page and /about/team). */
export function LeadershipSection({ className }: { className: string }) {
  return (
    <Reveal as="section" id="leadership" className={className}>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading heading={teamPage.leadershipHeading} intro={teamPage.leadershipIntro} />
        <div className="mt-12">
          <LeaderCards leaders={getLeaders()} />
        </div>
      </div>
    </Reveal>
  );
}
