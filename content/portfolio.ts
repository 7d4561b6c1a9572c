import type { NavLink, Statistic } from './types';

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

/**
 * SAMPLE CONTENT. These case studies describe typical projects so the page reads like the real
 * thing; the company replaces them with its own (and may then remove `sampleNote` below).
 */

export const portfolioPage = {
  title: 'Portfolio',
  subtitle:
    'Selected projects: the problems our clients brought us, what we built and what changed afterwards.',
  description:
    'Case studies from Acme Technologies: web platforms, mobile apps, Salesforce, cloud and design projects for manufacturers, clinics, lenders, retailers and educators.',
  sampleNote:
    'Sample case studies: these projects illustrate the kind of work we do and are placeholders that the company replaces with its own in content/portfolio.ts.',
  indexHeading: 'Case studies on this page',
  labels: {
    client: 'Client',
    duration: 'Duration',
    challenge: 'The challenge',
    built: 'What we built',
    stack: 'Technology',
    outcome: 'Outcome',
  },
  cta: {
    heading: 'Have a project like these in mind?',
    text: 'Tell us about your goals and constraints; we will reply within 24 hours with first ideas and a way forward.',
    actions: [{ label: 'Start Your Project', href: '/contact' }] satisfies readonly NavLink[],
  },
} as const;
