import { Eye } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { leaderLabels, type Leader } from '@/content/leaders';
import { LeaderAvatar, type AvatarLoad } from './leader-avatar';

/** Cards in the first row of the grid (two columns from `md`). */
const FIRST_ROW = 2;

/**
 * The leader cards (home page and /about/team). View Full Profile leads to the leader's page,
 * which opens as a dialog over this one (app/(site)/(pages)/@modal). Inside a `Reveal`, the second card
 * fades in 0.3 s after the first. `aboveTheFold`: the first row's portraits load at once (the
 * first one, the page's largest paint on a phone, before other images) instead of lazily, which
 * waits for layout, and the section's layout waits until it nears the screen
 * (app/(site)/globals.css).
 */
export function LeaderCards({
  leaders,
  aboveTheFold = false,
  firstImageSrc,
}: {
  leaders: readonly Leader[];
  aboveTheFold?: boolean;
  /** Where the first portrait is drawn from, if not its file: the file written into the page. */
  firstImageSrc?: string;
}) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {leaders.map((leader, index) => (
        <li
          key={leader.id}
          style={{ transitionDelay: `${index * 300}ms` }}
          className="in-data-[reveal=pending]:translate-y-6 in-data-[reveal=pending]:opacity-0 in-data-[reveal=shown]:transition-[opacity,translate] in-data-[reveal=shown]:duration-600 in-data-[reveal=shown]:ease-out-soft"
        >
          <LeaderCard
            leader={leader}
            image={index === 0 ? (firstImageSrc ?? leader.image) : leader.image}
            load={!aboveTheFold || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'first' : 'eager'}
          />
        </li>
      ))}
    </ul>
  );
}

/** One leader. The 'View Full Profile' overlay appears on hover and on keyboard focus. */
function LeaderCard({
  leader,
  image,
  load,
}: {
  leader: Leader;
  image: string | undefined;
  load: AvatarLoad;
}) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] text-6xl">
        <LeaderAvatar
          name={leader.name}
          alt={leaderLabels.portraitAlt(leader.name)}
          image={image}
          width={640}
          load={load}
          className="size-full"
        />
        <span className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand-800 shadow-sm">
          {leader.badge}
        </span>
        <Link
          href={`/about/team/${leader.id}`}
          scroll={false}
          className="absolute inset-0 flex items-end justify-center bg-gradient-to-t from-brand-950/90 via-brand-950/60 to-brand-950/10 pb-8 text-lg font-semibold text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:-outline-offset-4 focus-visible:outline-white [@media(hover:none)]:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-full border border-white/70 px-5 py-2">
            <Eye aria-hidden="true" className="size-5" />
            {leaderLabels.viewProfile}
            <span className="sr-only">{leaderLabels.viewProfileContext(leader.name)}</span>
          </span>
        </Link>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-bold text-slate-900">{leader.name}</h3>
        <p className="mt-1 font-semibold text-brand-700">{leader.position}</p>
        <p className="text-sm text-slate-600">{leader.department}</p>
        <p className="mt-4 text-slate-700">{leader.bio}</p>
      </div>
    </article>
  );
}
