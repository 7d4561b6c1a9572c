import { getLeaders, teamPage } from '@/content/leaders';
import { Reveal } from '../motion/reveal';
import { LeaderCards } from './leader-card';

/** 'Executive Leadership': heading, intro and the leader cards (home page and /about/team). */
export function LeadershipSection({ className }: { className: string }) {
  return (
    <Reveal as="section" id="leadership" className={className}>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {teamPage.leadershipHeading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{teamPage.leadershipIntro}</p>
        </div>
        <div className="mt-12">
          <LeaderCards leaders={getLeaders()} />
        </div>
      </div>
    </Reveal>
  );
}
