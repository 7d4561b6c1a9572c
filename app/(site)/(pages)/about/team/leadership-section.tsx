import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { teamPage } from '@/content/leaders';
import { allLeaders } from '@/lib/cms/content';
import { LeaderCards } from './leader-card';

/**
 * 'Executive Leadership': heading, intro and the leader cards (home page and /about/team).
 * `aboveTheFold`: the section opens the page (/about/team), so its first portraits are what the
 * visitor sees first and load at once.
 */
export async function LeadershipSection({
  className,
  aboveTheFold = false,
}: {
  className: string;
  aboveTheFold?: boolean;
}) {
  return (
    <Reveal as="section" id="leadership" className={className}>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading heading={teamPage.leadershipHeading} intro={teamPage.leadershipIntro} />
        <div className="mt-12">
          <LeaderCards leaders={await allLeaders()} aboveTheFold={aboveTheFold} />
        </div>
      </div>
    </Reveal>
  );
}
