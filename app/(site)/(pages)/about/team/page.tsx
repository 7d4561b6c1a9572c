import { ContactBanner } from '@/components/sections/contact-banner';
import { PageBanner } from '@/components/sections/page-banner';
import { teamPage } from '@/content/leaders';
import { pageMetadata } from '@/lib/metadata';
import { LeadershipSection } from './leadership-section';
import { WiderTeam } from './wider-team';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

export const metadata = pageMetadata({
  title: teamPage.title,
  description: teamPage.description,
  path: '/about/team',
});

export default function TeamPage() {
  return (
    <>
      <PageBanner
        title={teamPage.title}
        subtitle={teamPage.subtitle}
        breadcrumb={[{ name: 'About', href: '/about/process' }, { name: teamPage.title }]}
        path="/about/team"
      />
      <LeadershipSection className="py-16" aboveTheFold />
      <WiderTeam />
      <ContactBanner />
    </>
  );
}
