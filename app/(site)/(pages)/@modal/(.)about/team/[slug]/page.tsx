import { notFound } from 'next/navigation';
import { LeaderProfileBody } from '@/app/(site)/(pages)/about/team/leader-profile-body';
import { RouteDialog } from '@/components/ui/route-dialog';
import { leaderLabels } from '@/content/leaders';
import { allLeaders, leaderBySlug } from '@/lib/cms/content';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await allLeaders()).map((leader) => ({ slug: leader.id }));
}

/** View Full Profile, on the home page or /about/team: the profile as a dialog over the cards. */
export default async function LeaderProfileDialog({ params }: Props) {
  const leader = await leaderBySlug((await params).slug);
  if (!leader) notFound();
  return (
    <RouteDialog title={leader.name} description={leaderLabels.profileDescription(leader)}>
      <div className="space-y-7">
        <LeaderProfileBody leader={leader} headingLevel="h3" />
      </div>
    </RouteDialog>
  );
}
