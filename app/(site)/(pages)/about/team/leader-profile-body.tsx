import { SocialIcon } from '@/components/shell/social-icon';
import { CheckList } from '@/components/ui/check-list';
import { Award, Check, ExternalLink, Mail } from '@/components/ui/icons';
import { leaderLabels, type Leader } from '@/content/leaders';
import { cn } from '@/lib/cn';
import { LeaderAvatar } from './leader-avatar';

type LeaderProfileBodyProps = {
  leader: Leader;
  /** One level below the profile's title: h2 on its page (titled by the h1), h3 in the dialog. */
  headingLevel: 'h2' | 'h3';
};

const sectionHeading = 'text-lg font-bold text-slate-900';
const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-semibold transition-colors';

/**
 * A leader's full profile: portrait and badge, About, Key Achievements, Specialties, and the
 * Connect and Email links. The same markup serves the leader's page (/about/team/<id>) and the
 * dialog View Full Profile opens over the team.
 */
export function LeaderProfileBody({ leader, headingLevel: Heading }: LeaderProfileBodyProps) {
  return (
    <>
      <div className="flex items-center gap-4">
        <LeaderAvatar
          name={leader.name}
          alt={leaderLabels.portraitAlt(leader.name)}
          image={leader.image}
          width={96}
          className="size-20 shrink-0 rounded-2xl text-2xl"
        />
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
          {leader.badge}
        </span>
      </div>
      <section>
        <Heading className={sectionHeading}>{leaderLabels.about}</Heading>
        <p className="mt-2 leading-7 text-slate-700">{leader.about}</p>
      </section>
      <section>
        <Heading className={sectionHeading}>{leaderLabels.achievements}</Heading>
        <CheckList items={leader.achievements} icon={Award} className="mt-3 space-y-2" />
      </section>
      <section>
        <Heading className={sectionHeading}>{leaderLabels.specialties}</Heading>
        <ul className="mt-3 flex flex-wrap gap-2">
          {leader.specialties.map((specialty) => (
            <li
              key={specialty}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
            >
              <Check aria-hidden="true" className="size-4" />
              {specialty}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <a
          href={leader.social.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(linkClass, 'bg-brand-700 text-white hover:bg-brand-800')}
        >
          <SocialIcon icon="linkedin" />
          {leaderLabels.connect}
          <span className="sr-only">{leaderLabels.connectContext(leader.name)}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <a
          href={`mailto:${leader.social.email}`}
          className={cn(linkClass, 'border border-brand-700 text-brand-700 hover:bg-brand-50')}
        >
          <Mail aria-hidden="true" className="size-5" />
          {leaderLabels.email}
          <span className="sr-only">{leaderLabels.emailContext(leader.name)}</span>
        </a>
      </div>
    </>
  );
}
