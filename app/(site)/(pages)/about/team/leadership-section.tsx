import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { teamPage } from '@/content/leaders';
import { allLeaders } from '@/lib/cms/content';
import { inlinedSvg } from '@/lib/inline-svg';
import { LeaderCards } from './leader-card';

/**
 * 'Executive Leadership': heading, intro and the leader cards (home page and /about/team).
 * `aboveTheFold`: the section opens the page (/about/team), so its first portraits are what the
 * visitor sees first and load at once, the very first (the page's largest paint on a phone) with
 * the page itself when it is a small drawing (lib/inline-svg.ts).
 */
export async function LeadershipSection({
  className,
  aboveTheFold = false,
}: {
  className: string;
  aboveTheFold?: boolean;
}) {
  const leaders = await allLeaders();
  const firstImage = aboveTheFold ? leaders[0]?.image : undefined;
  return (
    <Reveal as="section" id="leadership" className={className}>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading heading={teamPage.leadershipHeading} intro={teamPage.leadershipIntro} />
        <div className="mt-12">
          <LeaderCards
            leaders={leaders}
            aboveTheFold={aboveTheFold}
            firstImageSrc={firstImage && (await inlinedSvg(firstImage))}
          />
        </div>
      </div>
    </Reveal>
  );
}
