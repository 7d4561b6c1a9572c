import { LeaderGrid } from '@/components/leaders/leader-grid';
import { Reveal } from '@/components/motion/reveal';
import { getLeaders, teamPage } from '@/content/leaders';

/** The home page's leadership: the same cards and profile dialog as /about/team. */
export function Leadership() {
  return (
    <Reveal as="section" id="leadership" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {teamPage.leadershipHeading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{teamPage.leadershipIntro}</p>
        </div>
        <div className="mt-12">
          <LeaderGrid leaders={getLeaders()} />
        </div>
      </div>
    </Reveal>
  );
}
