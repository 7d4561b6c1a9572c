import type { techLogoNames } from './tech-logos';

export type Route = `/${string}`;

export type PageEntry = {
  path: Route;
  /** Short name used in menus, breadcrumbs and the sitemap. */
  title: string;
  priority: number;
};

export type NavLink = { label: string; href: Route };
export type NavItem = NavLink & { children?: readonly NavLink[] };

export type SocialLink = {
  label: string;
  href: `https://${string}`;
  icon: 'linkedin' | 'x' | 'facebook' | 'instagram' | 'github';
};

export type WorldClockCity = { city: string; timeZone: string };

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * Opening hours of a run of consecutive days, in the office's local time (24-hour `HH:MM`). The
 * contact page shows them as 'Mon - Fri' and '9:00 AM - 6:00 PM' (lib/business-hours.ts); its
 * structured data carries them as they are.
 */
export type BusinessHours = { days: readonly Weekday[]; opens: string; closes: string };

export type FooterLinkGroup = { heading: string; links: readonly NavLink[] };

export type ProcessStep = { title: string; text: string };

// The privacy notices in English, Hindi and Gujarati (DPDP Act, section 5(3)):
// content/privacy-languages.ts, content/privacy-policy.ts, content/privacy-notices.ts

/** A language the privacy notices are offered in, as the `lang` of their text. */
export type NoticeLanguage = 'en' | 'hi' | 'gu';

/** One language version of the privacy policy: where it is and what it is called. */
export type PrivacyLanguage = {
  lang: NoticeLanguage;
  /** Language and region, for `hreflang` and for dates; with '_', Open Graph's locale. */
  hreflang: 'en-IN' | 'hi-IN' | 'gu-IN';
  /** The language's name in the language itself, as a language switch shows it. */
  name: string;
  path: Route;
};

/** The words a legal page shows around its document, in the document's language. */
export type LegalPageLabels = { home: string; lastUpdated: string; onThisPage: string };

/** The privacy policy page in one language: the words around the MDX document. */
export type PrivacyPolicyCopy = {
  lang: NoticeLanguage;
  title: string;
  description: (companyName: string) => string;
  labels: LegalPageLabels;
  /** Names the language switch. */
  switchLabel: string;
  /** A translation says that the English text is the reference; `link` leads to it. */
  referenceNote?: { text: string; link: string };
};

/** The forms that take personal data, each with a short privacy notice beside it. */
export type PrivacyNoticeName = 'application' | 'enquiry' | 'notify';

/** The short notice of a form that takes personal data, translated. */
export type TranslatedNotice = {
  lang: Exclude<NoticeLanguage, 'en'>;
  text: string;
  /** The sentence around the privacy address, where the English notice gives it. */
  erasure?: { before: string; after: string };
  /** The link to the whole policy in the same language. */
  policyLink: string;
};

// Careers (content/jobs.ts; job search and filtering in lib/jobs.ts)

export type Department = 'Engineering' | 'Product' | 'Design' | 'Marketing';

export type WorkMode = 'On-site' | 'Hybrid' | 'Remote';
export type JobLocation = 'Ahmedabad, Gujarat' | 'Gandhinagar, Gujarat';

export type Job = {
  slug: string;
  title: string;
  department: Department;
  /** Where the work is done: at an office, partly at home, or from anywhere in `remoteIn`. */
  workMode: WorkMode;
  /**
   * The offices the job belongs to, one or more. A remote job names its team's office and matches
   * every location filter (lib/jobs.ts).
   */
  locations: readonly [JobLocation, ...JobLocation[]];
  /** Where a remote job's applicants may live (schema.org applicantLocationRequirements). */
  remoteIn?: { name: string; code: string };
  type: 'Full-time';
  experience: { min: number; max?: number; label: string };
  /** YYYY-MM-DD */
  datePosted: string;
  /**
   * YYYY-MM-DD, the last day applications are taken ('Apply by ...'); without it the posting is
   * 'Open until filled'. After it the job has closed: its page answers 410 Gone (proxy.ts).
   */
  validThrough?: string;
  /** HR closed the position before its closing date (the editor's 'Closed early'). */
  closedEarly?: boolean;
  /** Gross yearly pay in rupees. */
  salary?: { min: number; max: number; currency: 'INR'; unit: 'YEAR' };
  /** What the work is done with: similar jobs share them (lib/jobs.ts). */
  skills: readonly string[];
  /** One or two sentences for the job card. */
  summary: string;
  about: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
};

export type JobSearch = { q: string; department: string; location: string; mode: string };

// News (content/news.ts)

export type NewsItem = {
  /** The article's address, /news/<slug>, and its identity. */
  slug: string;
  /** Illustration under public/, e.g. '/news/delivery-centre.svg'. */
  image: `/${string}`;
  alt: string;
  title: string;
  /** The teaser on the card. */
  description: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  content: {
    headline: string;
    summary: string;
    keyPoints: readonly [string, string, string];
    expertOpinion: { quote: string; name: string; role: string };
    futureOutlook: string;
  };
};

// Leadership (content/leaders.ts)

export type Leader = {
  id: string;
  name: string;
  position: string;
  /** The short title on the portrait, e.g. 'CEO'. */
  badge: string;
  department: string;
  /** One or two sentences shown on the card. */
  bio: string;
  /** Portrait under public/, e.g. '/leaders/jane-doe.webp'. Optional. */
  image?: `/${string}`;
  /** The longer 'About' text of the profile dialog. */
  about: string;
  achievements: readonly string[];
  specialties: readonly string[];
  social: { linkedin: `https://${string}`; email: string };
};

/** A figure and what it counts: the stats strips, the home page's about block, case studies. */
export type Statistic = { value: string; label: string };

// Clients: logos and success stories (content/clients.ts)

export type ClientLogo = {
  name: string;
  /** Wordmark under public/, drawn at 160 x 48. */
  logo: `/clients/${string}.svg`;
};

export type ClientStory = {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  /** Out of 5. */
  rating: number;
  /** Square portrait under public/. */
  portrait: `/testimonials/${string}.svg`;
};

/** Labels of the pause buttons every moving strip has (WCAG 2.2.2). */
export type StripControlLabels = {
  pause: string;
  play: string;
  /** Appended for screen readers: 'Pause client logos'. */
  subject: string;
};

// /services/cloud-services (content/cloud-services.ts)

export type CloudOfferingIcon =
  | 'migration'
  | 'architecture'
  | 'kubernetes'
  | 'serverless'
  | 'cost'
  | 'backup'
  | 'security'
  | 'monitoring';

export type CloudOffering = { title: string; text: string; icon: CloudOfferingIcon };

// /services/design (content/design-services.ts)

export type DesignServiceIcon =
  'research' | 'strategy' | 'prototype' | 'visual' | 'system' | 'usability';

export type DesignService = { title: string; text: string; icon: DesignServiceIcon };

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  company: string;
  /** Out of 5. */
  rating: number;
};

// /services/devops (content/devops.ts)

export type TechCategoryIcon =
  'cloud' | 'containers' | 'pipeline' | 'code' | 'monitoring' | 'security';

export type TechCategory = {
  name: string;
  icon: TechCategoryIcon;
  tools: readonly Technology[];
};

export type DevOpsService = {
  title: string;
  text: string;
  icon: TechCategoryIcon;
  features: readonly string[];
};

export type MethodologyStep = { title: string; duration: string; text: string };

// Home page sections (content/home.ts)

export type ProcessStepIcon = 'discover' | 'design' | 'build' | 'deliver';

export type HomeProcessStep = { title: string; text: string; icon: ProcessStepIcon };

export type ProcessSection = {
  heading: string;
  intro: string;
  /** Read before each step's title by screen readers, e.g. 'Step 1: '. */
  stepLabel: (position: number) => string;
  steps: readonly HomeProcessStep[];
};

export type ShowcaseIcon =
  | 'ai'
  | 'custom-ai'
  | 'ml'
  | 'software'
  | 'web'
  | 'mobile'
  | 'security'
  | 'analytics'
  | 'innovation';

export type ShowcaseService = {
  id: string;
  title: string;
  description: string;
  icon: ShowcaseIcon;
  /** A page about the service, or the page where a visitor can take it further. */
  href: Route;
};

export type ServicesShowcaseContent = {
  heading: string;
  intro: string;
  /** Shown only while vertical scrolling moves the row (large screens, motion allowed). */
  hint: string;
  /** Names the row of cards for assistive technology when it is a scrollable region. */
  rowLabel: string;
  readMore: string;
  /** Completes 'Read More' for screen readers, so every link says where it leads. */
  readMoreContext: (title: string) => string;
  services: readonly ShowcaseService[];
};

export type AboutBlockContent = {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  image: { src: `/${string}`; alt: string; width: number; height: number };
  figuresLabel: string;
  figures: readonly Statistic[];
};

export type CountingStatistic = {
  /** The value the counter ends on. */
  target: number;
  /** Added every tick while counting up. */
  increment: number;
  suffix: string;
  label: string;
};

export type HomeStatsContent = {
  heading: string;
  /** Milliseconds between two counter steps. */
  tickMs: number;
  stats: readonly CountingStatistic[];
};

export type SustainabilityContent = {
  heading: string;
  text: string;
  bullets: readonly string[];
  action: NavLink & { context: string };
  image: { src: `/${string}`; alt: string; width: number; height: number };
};

// Home page: Coming Soon banner (content/launch.ts)

/** The countdown's units, largest first (lib/countdown.ts counts in them). */
export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** The home page's Coming Soon banner: the countdown to the launch and the Notify Me form. */
export type LaunchSection = {
  eyebrow: string;
  heading: string;
  text: string;
  /** Accessible name of the countdown; the numbers themselves are never announced. */
  countdownLabel: string;
  units: readonly { unit: CountdownUnit; short: string; long: string }[];
  launchLine: string;
  form: {
    label: string;
    placeholder: string;
    submit: string;
    sending: string;
    success: string;
    failure: string;
    networkError: string;
    privacy: string;
    /** Shown only without JavaScript, where the form cannot send. */
  };
  contactLead: string;
};

// /services/mobile-development (content/mobile-development.ts)

export type AppTechnology = { name: string; logo: TechLogoName };

/** Icons the service cards can show; the page maps each name to a lucide icon. */
export type AppServiceIcon = 'native' | 'cross-platform' | 'enterprise' | 'support';

export type AppService = {
  title: string;
  text: string;
  icon: AppServiceIcon;
  points: readonly string[];
};

export type MobileDevelopmentPage = {
  title: string;
  subtitle: string;
  description: string;
  consultation: NavLink;
  caseStudies: NavLink;
  technologiesHeading: string;
  technologiesIntro: string;
  technologies: readonly AppTechnology[];
  servicesHeading: string;
  servicesIntro: string;
  services: readonly AppService[];
  processHeading: string;
  processIntro: string;
  process: readonly ProcessStep[];
  closing: { heading: string; text: string; primary: NavLink; secondary: NavLink };
};

// /portfolio (content/portfolio.ts)

export type CaseStudyArt = 'orders' | 'clinic' | 'lending' | 'storefront' | 'cloud' | 'learning';

/** Decorative drawings served from public/illustrations/ (components/ui/illustration.tsx). */
export type IllustrationName =
  | `case-study-${CaseStudyArt}`
  | 'process-board'
  | 'process-checklist'
  | 'process-support'
  | 'cloud-services';

export type CaseStudy = {
  /** Anchor of the case study on /portfolio. */
  id: string;
  title: string;
  industry: string;
  /** Anonymised description of the client. */
  client: string;
  duration: string;
  challenge: string;
  solution: string;
  built: readonly string[];
  stack: readonly string[];
  outcomes: readonly Statistic[];
  art: CaseStudyArt;
};

// /salesforce (content/salesforce.ts)

export type SalesforceIcon =
  'implementation' | 'customization' | 'integration' | 'consulting' | 'support' | 'training';

export type IndustryIcon =
  | 'healthcare'
  | 'finance'
  | 'manufacturing'
  | 'retail'
  | 'education'
  | 'real-estate'
  | 'non-profit'
  | 'technology';

export type SalesforceService = {
  /** Anchor of the in-depth section further down the page; the card's Learn More goes there. */
  id: string;
  icon: SalesforceIcon;
  title: string;
  summary: string;
  detail: {
    intro: string;
    deliverables: readonly string[];
    timeline: string;
  };
};

export type Industry = { name: string; icon: IndustryIcon; text: string };

// Services and technology logos (content/services.ts)

/** Names of the icons a service card can show; components map each to its drawing. */
export type ServiceIconName = 'web' | 'mobile' | 'cloud' | 'design' | 'devops' | 'salesforce';

/** Logos the technology cards can show (content/tech-logos.ts). */
export type TechLogoName = (typeof techLogoNames)[number];

export type ServiceSummary = {
  path: Route;
  title: string;
  summary: string;
  icon: ServiceIconName;
};

export type EngagementModel = { title: string; text: string };

// Home page: technologies (content/technologies.ts)

/** One technology; `logo` names its simple-icons logo where one exists. */
export type Technology = { name: string; logo?: TechLogoName };

export type TechnologyCategory = {
  id: string;
  label: string;
  technologies: readonly Technology[];
};

// /services/web-development (content/web-development.ts)

export type TechnologyCard = {
  name: string;
  logo: TechLogoName;
  text: string;
  tools: readonly string[];
};

export type DeliveryPhase = {
  id: string;
  label: string;
  heading: string;
  text: string;
  points: readonly string[];
};

export type WebDevelopmentPage = {
  title: string;
  subtitle: string;
  description: string;
  heroActions: readonly NavLink[];
  strengthsHeading: string;
  strengthsIntro: string;
  strengths: readonly string[];
  technologiesHeading: string;
  technologiesIntro: string;
  technologies: readonly TechnologyCard[];
  phasesHeading: string;
  phasesIntro: string;
  /** Accessible name of the tab list. */
  phasesLabel: string;
  phases: readonly DeliveryPhase[];
};
