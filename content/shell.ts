/** The copy of the shell every page shares: navigation, footer, clocks, banners, offline, 404. */
import type { FooterLinkGroup, NavItem, WorldClockCity } from './types';

/** The service pages: the Services menu's links, and most of the footer's Solutions. */
const serviceLinks = [
  { label: 'Web Development', href: '/services/web-development' },
  { label: 'App Development', href: '/services/mobile-development' },
  { label: 'Cloud Services', href: '/services/cloud-services' },
  { label: 'UI/UX Design', href: '/services/design' },
  { label: 'DevOps', href: '/services/devops' },
] as const;

export const mainNavigation = [
  {
    label: 'About',
    href: '/about/process',
    children: [
      { label: 'Team', href: '/about/team' },
      { label: 'How We Work', href: '/about/process' },
      { label: 'Contact', href: '/contact' },
      { label: 'Careers', href: '/career' },
    ],
  },
  {
    label: 'Services',
    href: '/services',
    children: serviceLinks,
  },
  { label: 'Salesforce Solutions', href: '/salesforce' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Careers', href: '/career' },
  { label: 'Get in Touch', href: '/contact' },
] as const satisfies readonly NavItem[];

export const getStartedLink = { label: 'Get Started', href: '/contact' } as const;

export const footerLinkGroups = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'Home', href: '/' },
      { label: 'How We Work', href: '/about/process' },
      { label: 'Our Team', href: '/about/team' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Careers', href: '/career' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
  {
    heading: 'Solutions',
    links: [
      { label: 'All Services', href: '/services' },
      ...serviceLinks,
      { label: 'Salesforce Solutions', href: '/salesforce' },
    ],
  },
] as const satisfies readonly FooterLinkGroup[];

/**
 * Labels of the footer's Contact column beside the addresses they name. Not 'Careers': the
 * footer's Quick Links already have a link of that name.
 */
export const footerContactLabels = { hrEmail: 'HR' } as const;

export const policyLinks = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Use', href: '/terms' },
  { label: 'Accessibility', href: '/accessibility' },
] as const;

export const worldClockCities = [
  { city: 'New Delhi', timeZone: 'Asia/Kolkata' },
  { city: 'New York', timeZone: 'America/New_York' },
  { city: 'London', timeZone: 'Europe/London' },
  { city: 'Tokyo', timeZone: 'Asia/Tokyo' },
  { city: 'Sydney', timeZone: 'Australia/Sydney' },
] as const satisfies readonly WorldClockCity[];

export const contactBanner = {
  heading: "Let's Build Your Website!",
  text: 'Tell us about your project and we will get back to you within 24 hours.',
  cta: { label: 'Contact Us', href: '/contact' },
} as const;

export const offlineMessage = {
  title: 'No Internet Connection',
  text: "Oops! It seems you're offline. Please check your internet connection and try again.",
  retry: 'Try Again',
} as const;

export const notFoundPage = {
  title: 'Page not found',
  heading: 'We could not find that page',
  text: 'The page may have moved, or the address may have a typo. Start again from the home page or tell us what you were looking for.',
  home: 'Go to the home page',
  contact: 'Contact us',
} as const;
