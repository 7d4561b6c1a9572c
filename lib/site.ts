import { company as defaults } from '@/content/company';
import { env } from './env';

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

export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
