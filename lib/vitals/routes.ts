/**
 * The route patterns of the public site's pages (app/(site), route groups left out), the closed
 * set a beacon's route is counted under; __tests__/lib/vitals/routes.test.ts keeps it in step
 * with the pages on disk. Anything else (an unknown address's 404, a made-up pattern) is 'other',
 * so the number of series stays bounded whatever is sent.
 */
export const SITE_ROUTES = [
  '/',
  '/about/process',
  '/about/team',
  '/about/team/[slug]',
  '/accessibility',
  '/answer/[token]',
  '/career',
  '/career/[slug]',
  '/career/[slug]/apply',
  '/career/[slug]/apply/answer/[token]',
  '/career/apply',
  '/career/apply/answer/[token]',
  '/contact',
  '/contact/answer/[token]',
  '/news/[slug]',
  '/portfolio',
  '/privacy',
  '/privacy/gu',
  '/privacy/hi',
  '/salesforce',
  '/services',
  '/services/cloud-services',
  '/services/design',
  '/services/devops',
  '/services/mobile-development',
  '/services/web-development',
  '/terms',
] as const;

export type RouteLabel = (typeof SITE_ROUTES)[number] | 'other';

const known = new Set<string>(SITE_ROUTES);

/** The label a reported route pattern is counted under. */
export function routeLabel(pattern: string): RouteLabel {
  return known.has(pattern) ? (pattern as RouteLabel) : 'other';
}
