import { LeadershipSection } from '@/components/leaders/leadership-section';

/** The home page's leadership: the same section, cards and profile dialog as /about/team. */
export function Leadership() {
  return <LeadershipSection className="bg-slate-50 py-16 sm:py-24" />;
}
