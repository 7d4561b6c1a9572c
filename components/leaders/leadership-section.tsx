import { getLeaders, teamPage } from '@/content/leaders';
import { Reveal } from '../motion/reveal';
import { LeaderCards } from './leader-card';
import { LeaderProfileArticles } from './leader-profile-articles';
import { SectionHeading } from '@/components/ui/section-heading';

const SECTION_ID = 'leadership';

/**
 * 'Executive Leadership': heading, intro and the leader cards (home page and /about/team), then
 * the full profiles the cards link to, hidden until the address names one.
 */
export function LeadershipSection({ className }: { className: string }) {
  const leaders = getLeaders();
  return (
    <Reveal as="section" id={SECTION_ID} className={className}>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading heading={teamPage.leadershipHeading} intro={teamPage.leadershipIntro} />
        <div className="mt-12">
          <LeaderCards leaders={leaders} />
        </div>
        <LeaderProfileArticles leaders={leaders} backHref={`#${SECTION_ID}`} />
      </div>
    </Reveal>
  );
}
