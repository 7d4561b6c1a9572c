import type { PageEntry, Route } from './types';

/**
 * Every canonical route of the site. A page is listed here once, and its `live` flag is flipped
 * when the issue that builds it lands; menus, footer, sitemap and the end-to-end crawl all read
 * this list, so the site never links to a page that does not exist.
 */
export const pages = [
  { path: '/', title: 'Home', live: true, priority: 1 },
  { path: '/contact', title: 'Contact Us', live: true, priority: 0.9 },
  { path: '/services', title: 'Services', live: true, priority: 0.9 },
  { path: '/services/web-development', title: 'Web Development', live: true, priority: 0.8 },
  { path: '/services/mobile-development', title: 'App Development', live: true, priority: 0.8 },
  { path: '/services/cloud-services', title: 'Cloud Services', live: true, priority: 0.8 },
  { path: '/services/design', title: 'UI/UX Design', live: true, priority: 0.8 },
  { path: '/services/devops', title: 'DevOps', live: true, priority: 0.8 },
  { path: '/salesforce', title: 'Salesforce Solutions', live: true, priority: 0.8 },
  { path: '/about/process', title: 'How We Work', live: true, priority: 0.7 },
  { path: '/about/team', title: 'Our Team', live: true, priority: 0.7 },
  { path: '/portfolio', title: 'Portfolio', live: true, priority: 0.7 },
  { path: '/career', title: 'Careers', live: true, priority: 0.8 },
  { path: '/privacy', title: 'Privacy Policy', live: true, priority: 0.3 },
  { path: '/terms', title: 'Terms of Use', live: true, priority: 0.3 },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]['path'];

export function getLivePages(): readonly PageEntry[] {
  return pages.filter((page) => page.live);
}

export function isLive(href: Route): boolean {
  const path = href.split('#')[0] as Route;
  return pages.some((page) => page.path === path && page.live);
}

export function getPage(path: PagePath): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

/** Alias paths of SPEC.md's menus and breadcrumbs, answered with 308 to the canonical route. */
export const aliasRedirects = [
  { source: '/solutions', destination: '/services' },
  { source: '/solutions/web-development', destination: '/services/web-development' },
  { source: '/solutions/app-development', destination: '/services/mobile-development' },
  { source: '/solutions/mobile-development', destination: '/services/mobile-development' },
  { source: '/solutions/cloud-services', destination: '/services/cloud-services' },
  { source: '/solutions/cloud-computing', destination: '/services/cloud-services' },
  { source: '/solutions/design', destination: '/services/design' },
  { source: '/solutions/ui-ux-design', destination: '/services/design' },
  { source: '/solutions/devops', destination: '/services/devops' },
  { source: '/solutions/:rest*', destination: '/services' },
  { source: '/services/cloud-computing', destination: '/services/cloud-services' },
  { source: '/services/ui-ux-design', destination: '/services/design' },
  { source: '/about/careers', destination: '/career' },
  { source: '/careers', destination: '/career' },
  { source: '/about', destination: '/about/process' },
] as const satisfies readonly { source: Route; destination: Route }[];
