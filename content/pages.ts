import type { PageEntry, Route } from './types';

/**
 * Every canonical route of the site but those made from content (a job, an article, a leader).
 * The sitemap and the end-to-end tests read this list; unit tests check that every menu, footer
 * and call-to-action link names a page in it, so the site never links to a page that does not
 * exist.
 */
export const pages = [
  { path: '/', title: 'Home', priority: 1 },
  { path: '/contact', title: 'Contact Us', priority: 0.9 },
  { path: '/services', title: 'Services', priority: 0.9 },
  { path: '/services/web-development', title: 'Web Development', priority: 0.8 },
  { path: '/services/mobile-development', title: 'App Development', priority: 0.8 },
  { path: '/services/cloud-services', title: 'Cloud Services', priority: 0.8 },
  { path: '/services/design', title: 'UI/UX Design', priority: 0.8 },
  { path: '/services/devops', title: 'DevOps', priority: 0.8 },
  { path: '/salesforce', title: 'Salesforce Solutions', priority: 0.8 },
  { path: '/about/process', title: 'How We Work', priority: 0.7 },
  { path: '/about/team', title: 'Our Team', priority: 0.7 },
  { path: '/portfolio', title: 'Portfolio', priority: 0.7 },
  { path: '/career', title: 'Careers', priority: 0.8 },
  { path: '/accessibility', title: 'Accessibility Statement', priority: 0.3 },
  { path: '/privacy', title: 'Privacy Policy', priority: 0.3 },
  { path: '/privacy/hi', title: 'गोपनीयता नीति', priority: 0.3 },
  { path: '/privacy/gu', title: 'ગોપનીયતા નીતિ', priority: 0.3 },
  { path: '/terms', title: 'Terms of Use', priority: 0.3 },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]['path'];

export function getPage(path: PagePath): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

/** Old and alternative paths of the menus and breadcrumbs, answered with 308 to the canonical route. */
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
