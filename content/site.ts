import type {
  BusinessHours,
  FooterLinkGroup,
  NavItem,
  ProcessStep,
  SocialLink,
  WorldClockCity,
} from './types';

/**
 * The company's identity. These defaults are placeholders; a deployment overrides the
 * addresses and URL with environment variables (see lib/env.ts and .env.example).
 */
export const site = {
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
    children: [
      { label: 'Web Development', href: '/services/web-development' },
      { label: 'App Development', href: '/services/mobile-development' },
      { label: 'Cloud Services', href: '/services/cloud-services' },
      { label: 'UI/UX Design', href: '/services/design' },
      { label: 'DevOps', href: '/services/devops' },
    ],
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
      { label: 'Web Development', href: '/services/web-development' },
      { label: 'App Development', href: '/services/mobile-development' },
      { label: 'Cloud Services', href: '/services/cloud-services' },
      { label: 'UI/UX Design', href: '/services/design' },
      { label: 'DevOps', href: '/services/devops' },
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

/** The Ahmedabad office's hours, shown on the contact page. */
export const businessHours = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  { days: ['Saturday'], opens: '10:00', closes: '16:00' },
] as const satisfies readonly BusinessHours[];

export const hero = {
  heading: 'Transform Your Business with Cutting-Edge Technology',
  text: 'We turn your ideas into scalable digital solutions: web and mobile products, cloud platforms and Salesforce systems designed, built and supported by one team in Ahmedabad.',
  primary: { label: 'Contact Us', href: '/contact' },
  secondary: { label: 'Learn More', context: 'about how we work', href: '/about/process' },
} as const;

export const howWeWork = {
  intro:
    'A clear, four-step process that keeps you informed from the first conversation to launch day and beyond.',
  steps: [
    {
      title: 'Discovery',
      text: 'We learn your business goals, your users and your constraints, and agree on what success looks like.',
    },
    {
      title: 'Planning',
      text: 'We shape the scope, architecture and timeline into a plan with milestones you can hold us to.',
    },
    {
      title: 'Execution',
      text: 'We design and build in short iterations, demoing working software to you every step of the way.',
    },
    {
      title: 'Delivery',
      text: 'We launch, hand over documentation and stay on to support, monitor and improve what we built.',
    },
  ],
  cta: { label: 'Start Your Project', href: '/contact' },
} as const satisfies { intro: string; steps: readonly ProcessStep[]; cta: object };

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
