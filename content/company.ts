import type { BusinessHours, SocialLink } from './types';

/**
 * The company's identity as written here. These defaults are placeholders: a deployment overrides
 * the addresses and URL with environment variables, and what pages and mail use is `site` from
 * lib/site.ts, this with those overrides (see lib/env.ts and .env.example).
 */
export const company = {
  name: 'Acme Technologies',
  legalName: 'Acme Technologies Private Limited',
  tagline: 'Software and IT services from Ahmedabad',
  description:
    'Acme Technologies builds web, mobile, cloud and Salesforce solutions for businesses worldwide from Ahmedabad, India.',
  url: 'http://localhost:3000',
  phone: '+91 79 4000 0000',
  salesEmail: 'sales@example.com',
  hrEmail: 'hr@example.com',
  privacyEmail: 'privacy@example.com',
  accessibilityEmail: 'accessibility@example.com',
  /** The site's own sender address; visitors only ever appear in Reply-To. */
  mailFrom: 'website@example.com',
  address: {
    street: '4th Floor, Example Business Park, SG Highway',
    locality: 'Ahmedabad',
    region: 'Gujarat',
    postalCode: '380054',
    country: 'India',
    countryCode: 'IN',
  },
  founded: 2006,
  /**
   * ISO date-time of the product launch the home page counts down to (LAUNCH_AT overrides it).
   * Unset: the countdown ends six days after a visitor first sees it.
   */
  launchAt: undefined as string | undefined,
  locale: 'en_IN',
} as const;

export const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example', icon: 'linkedin' },
  { label: 'X (Twitter)', href: 'https://x.com/example', icon: 'x' },
  { label: 'Facebook', href: 'https://www.facebook.com/example', icon: 'facebook' },
  { label: 'Instagram', href: 'https://www.instagram.com/example', icon: 'instagram' },
] as const satisfies readonly SocialLink[];

/** The Ahmedabad office's hours, shown on the contact page. */
export const businessHours = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  { days: ['Saturday'], opens: '10:00', closes: '16:00' },
] as const satisfies readonly BusinessHours[];
