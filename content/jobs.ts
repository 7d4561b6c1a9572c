/**
 * The positions of the careers page and the job pages. A posting with a `validThrough` date in the
 * past has closed: it drops off /career, the feeds and the sitemap, and its page answers 410 Gone
 * with similar open positions (lib/jobs.ts, proxy.ts).
 */

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

export const departments = ['All', 'Engineering', 'Product', 'Design', 'Marketing'] as const;
export const locations = [
  'Ahmedabad, Gujarat',
  'Gandhinagar, Gujarat',
] as const satisfies readonly JobLocation[];
export const workModes = ['On-site', 'Hybrid', 'Remote'] as const satisfies readonly WorkMode[];

export const careersPage = {
  breadcrumb: 'Careers',
  title: 'Careers at Acme Technologies',
  subtitle:
    'Build software that businesses across India and abroad rely on, with a team in Ahmedabad that has shipped it since 2006.',
  description:
    'Open positions at Acme Technologies in Ahmedabad: engineering, product, design and marketing roles, with what we offer and how to apply.',
  why: {
    heading: 'Why Work With Us?',
    intro:
      'We are a team of 50+ people who like hard problems, honest feedback and going home on time.',
    benefits: [
      {
        title: 'Health & Wellness',
        text: 'Family health insurance from day one, including parents, plus an annual health check and a wellness allowance.',
      },
      {
        title: 'Growth & Learning',
        text: 'A yearly learning budget for courses, certifications and conferences, and a mentor for every new joiner.',
      },
      {
        title: 'Work-Life Balance',
        text: 'A five-day week, flexible hours around a shared core and two remote days a week once you have settled in.',
      },
      {
        title: 'Equity & Rewards',
        text: 'Performance bonuses, a profit-sharing plan for long-serving team members and a salary review every year.',
      },
    ],
  },
  openings: {
    heading: 'Open Positions',
    intro:
      'Every role is full-time: at our Ahmedabad office, hybrid with two days a week at home, or remote from anywhere in India.',
    searchLabel: 'Search positions',
    searchPlaceholder: 'Search by title or skill',
    departmentLabel: 'Department',
    locationLabel: 'Location',
    modeLabel: 'Work mode',
    allOption: 'All',
    apply: 'Apply Now',
    details: 'View details',
    empty: {
      title: 'No positions found',
      hint: 'Try a different search term, or set the department and location filters back to All.',
    },
  },
  closing: {
    heading: "Don't see the right role?",
    text: 'We are always glad to meet good people. Send us a general application and we will keep you in mind for the next opening, or write to our HR team with any question.',
    generalApplication: 'Submit General Application',
    contactHr: 'Contact HR Team',
  },
} as const;
