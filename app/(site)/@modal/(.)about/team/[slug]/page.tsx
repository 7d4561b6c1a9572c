import { notFound } from 'next/navigation';
import { LeaderProfileBody } from '@/app/(site)/about/team/leader-profile-body';
import { RouteDialog } from '@/components/ui/route-dialog';
import { getLeader, getLeaders, leaderLabels } from '@/content/leaders';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getLeaders().map((leader) => ({ slug: leader.id }));
}

/** View Full Profile, on the home page or /about/team: the profile as a dialog over the cards. */
export default async function LeaderProfileDialog({ params }: Props) {
  const leader = getLeader((await params).slug);
  if (!leader) notFound();
  return (
    <RouteDialog title={leader.name} description={leaderLabels.profileDescription(leader)}>
      <div className="space-y-7">
        <LeaderProfileBody leader={leader} headingLevel="h3" />
      </div>
    </RouteDialog>
  );
}
