import { getLeaders, leaderLabels, teamPage } from '@/content/leaders';
import { Reveal } from '@/components/motion/reveal';
import { LeaderCards } from './leader-card';
import { LeaderProfileBody } from './leader-profile-body';
import { leaderProfileId } from './profile-button';
import { PageCopy } from '@/components/ui/page-copy';
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
        {leaders.map((leader) => (
          // div: the cards stay the section's only <article> elements.
          <PageCopy
            key={leader.id}
            as="div"
            id={leaderProfileId(leader)}
            title={leader.name}
            after={<p className="mt-1 text-slate-600">{leaderLabels.profileDescription(leader)}</p>}
            backHref={`#${SECTION_ID}`}
            backLabel={leaderLabels.backToTeam}
          >
            <LeaderProfileBody leader={leader} headingLevel="h4" />
          </PageCopy>
        ))}
      </div>
    </Reveal>
  );
}
