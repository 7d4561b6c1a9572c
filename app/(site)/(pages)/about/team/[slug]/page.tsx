import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ProfilePage, WithContext } from 'schema-dts';
import { PageBanner } from '@/components/sections/page-banner';
import { BackLink } from '@/components/ui/back-link';
import { JsonLd } from '@/components/ui/json-ld';
import { leaderLabels, teamPage, type Leader } from '@/content/leaders';
import { allLeaders, leaderBySlug } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { organizationSummary } from '@/lib/structured-data';
import { LeaderProfileBody } from '../leader-profile-body';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

type ProfilePageProps = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await allLeaders()).map((leader) => ({ slug: leader.id }));
}

async function leaderFrom(params: ProfilePageProps['params']) {
  const leader = await leaderBySlug((await params).slug);
  if (!leader) notFound();
  return leader;
}

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const leader = await leaderFrom(params);
  return pageMetadata({
    title: `${leader.name}, ${leader.position}`,
    description: leader.bio,
    path: `/about/team/${leader.id}`,
  });
}

/** schema.org ProfilePage of a leader. */
function profileJsonLd(leader: Leader): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: leader.name,
      jobTitle: leader.position,
      description: leader.bio,
      ...(leader.image ? { image: `${site.url}${leader.image}` } : {}),
      sameAs: [leader.social.linkedin],
      worksFor: organizationSummary(),
    },
  };
}

/** A leader's profile as a page: what a shared link, a reload or a search engine gets. */
export default async function LeaderProfilePage({ params }: ProfilePageProps) {
  const leader = await leaderFrom(params);
  return (
    <>
      <PageBanner
        title={leader.name}
        subtitle={leaderLabels.profileDescription(leader)}
        breadcrumb={[
          { name: 'About', href: '/about/process' },
          { name: teamPage.title, href: '/about/team' },
          { name: leader.name },
        ]}
        path={`/about/team/${leader.id}`}
      />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <div className="space-y-7">
          <LeaderProfileBody leader={leader} headingLevel="h2" />
        </div>
        <BackLink href="/about/team" className="mt-10">
          {leaderLabels.backToTeam}
        </BackLink>
      </div>
      <JsonLd data={profileJsonLd(leader)} />
    </>
  );
}
