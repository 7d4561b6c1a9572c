import { company as defaults } from '@/content/company';
import { env } from './env';
import { log } from './log';

/**
 * The site as deployed: the company identity (content/company.ts) with the deployment's overrides
 * applied. What pages, metadata and mail use.
 */
export const site = {
  ...defaults,
  url: (env.SITE_URL ?? defaults.url).replace(/\/+$/, ''),
  phone: env.SITE_PHONE ?? defaults.phone,
  salesEmail: env.SALES_EMAIL ?? defaults.salesEmail,
  hrEmail: env.HR_EMAIL ?? defaults.hrEmail,
  privacyEmail: env.PRIVACY_EMAIL ?? defaults.privacyEmail,
  accessibilityEmail: env.ACCESSIBILITY_EMAIL ?? defaults.accessibilityEmail,
  mailFrom: env.MAIL_FROM ?? defaults.mailFrom,
  launchAt: env.LAUNCH_AT ?? defaults.launchAt,
};

export type Site = typeof site;

/**
 * Said once when a production server starts without SITE_URL: the address in the mail staff and
 * visitors receive, the job feeds and the pages rendered again after a publish would be
 * content/company.ts's `http://localhost:3000`. The prerendered pages take SITE_URL at build time
 * (docs/settings.md), so the fix names both.
 */
export function announceSiteAddress(): void {
  if (env.SITE_URL || process.env.NODE_ENV !== 'production') return;
  log.warn('site.url-default', {
    url: defaults.url,
    fix: 'set SITE_URL to the public address (e.g. https://www.example.com) when building and on the server: canonical links, the sitemap, Open Graph, the legal pages and the links in mail use it',
  });
}

export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
