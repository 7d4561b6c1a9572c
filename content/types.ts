export type Route = `/${string}`;

export type PageEntry = {
  path: Route;
  /** Short name used in menus, breadcrumbs and the sitemap. */
  title: string;
  /** Whether the page is built. Links to pages that are not yet built are never rendered. */
  live: boolean;
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

export type FooterLinkGroup = { heading: string; links: readonly NavLink[] };

export type ProcessStep = { title: string; text: string };

export type Department = 'Engineering' | 'Product' | 'Design' | 'Marketing';

export type Job = {
  slug: string;
  title: string;
  department: Department;
  location: 'Ahmedabad, Gujarat';
  type: 'Full-time';
  experience: { min: number; max?: number; label: string };
  /** YYYY-MM-DD */
  datePosted: string;
  /** YYYY-MM-DD, the last day applications are taken. Without it the posting stays open. */
  validThrough?: string;
  /** Gross yearly pay in rupees. */
  salary?: { min: number; max: number; currency: 'INR'; unit: 'YEAR' };
  /** One or two sentences for the job card. */
  summary: string;
  about: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
};

export type JobSearch = { q: string; department: string; location: string };

export type NewsItem = {
  id: string;
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

export type Leader = {
  id: string;
  name: string;
  position: string;
  badge: 'CEO' | 'COO';
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
