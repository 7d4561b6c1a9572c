import { getStartedLink, mainNavigation } from '@/content/shell';
import { site } from '@/lib/site';
import { Logo } from './logo';
import { SiteHeader } from './site-header';

export function Navbar() {
  return (
    <SiteHeader
      logo={<Logo name={site.name} />}
      items={mainNavigation}
      action={getStartedLink}
      salesEmail={site.salesEmail}
    />
  );
}
