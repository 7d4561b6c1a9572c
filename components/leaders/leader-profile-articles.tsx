import { ArrowUp } from 'lucide-react';
import { leaderLabels, type Leader } from '@/content/leaders';
import { LeaderProfileBody } from './leader-profile-body';
import { leaderProfileId } from './profile-button';

type LeaderProfileArticlesProps = {
  leaders: readonly Leader[];
  /** The section with the cards, which 'Back to the team' returns to. */
  backHref: `#${string}`;
};

/**
 * Every leader's full profile on the page, each shown only while the address names it
 * (`#leader-<id>`): what View Full Profile leads to without JavaScript, and what a shared link to
 * a profile opens. `role="article"` rather than <article>, so the cards stay the section's only
 * <article> elements. The back link is not Next's Link: its client-side hash navigation does not
 * update :target, which shows and hides the profiles.
 */
export function LeaderProfileArticles({ leaders, backHref }: LeaderProfileArticlesProps) {
  return leaders.map((leader) => {
    const id = leaderProfileId(leader);
    return (
      <div
        key={leader.id}
        id={id}
        role="article"
        aria-labelledby={`${id}-title`}
        className="mx-auto mt-12 hidden max-w-3xl scroll-mt-28 space-y-7 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 target:block sm:p-10"
      >
        <div>
          <h3 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
            {leader.name}
          </h3>
          <p className="mt-1 text-slate-600">{leaderLabels.profileDescription(leader)}</p>
        </div>
        <LeaderProfileBody leader={leader} headingLevel="h4" />
        <a
          href={backHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {leaderLabels.backToTeam}
        </a>
      </div>
    );
  });
}
