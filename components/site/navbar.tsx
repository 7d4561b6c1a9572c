import { isLive } from '@/content/pages';
import { getStartedLink, mainNavigation } from '@/content/site';
import type { NavItem } from '@/content/types';
import { site } from '@/lib/site';
import { Logo } from './logo';
import { SiteHeader } from './site-header';

/** Menu items whose page is not built yet are left out, so the menu never leads to a 404. */
function liveNavigation(): NavItem[] {
  return mainNavigation.flatMap((item): NavItem[] => {
    const children = 'children' in item ? item.children.filter((c) => isLive(c.href)) : [];
    if (!isLive(item.href)) return [];
    return [{ ...item, children: children.length ? children : undefined }];
  });
}

export function Navbar() {
  return (
    <SiteHeader logo={<Logo name={site.name} />} items={liveNavigation()} action={getStartedLink} />
  );
}
