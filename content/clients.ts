/**
 * PLACEHOLDER CLIENTS. The companies, people and quotes below are invented so the home page
 * reads naturally; the company replaces them with real clients (and their permission). A logo
 * is one SVG file in `public/clients/`, a portrait one file in `public/testimonials/`.
 */

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

const stripControls = { pause: 'Pause', play: 'Play' } as const;

export const clientLogosSection = {
  heading: 'Trusted by growing businesses',
  /** Accessible name of the moving strip, which takes keyboard focus to stop it. */
  stripLabel: 'Client logos',
  controls: { ...stripControls, subject: 'client logos' },
} as const satisfies { heading: string; stripLabel: string; controls: StripControlLabels };

export const successStoriesSection = {
  eyebrow: 'Client Success Stories',
  heading: 'Trusted by Industry Leaders',
  intro:
    'Founders, product owners and technology leaders on three continents trust us with the software their business runs on. Here is what some of them say.',
  /** Accessible name of the scrollable row of reviews. */
  rowLabel: 'Client reviews',
  controls: { ...stripControls, subject: 'client reviews' },
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  rowLabel: string;
  controls: StripControlLabels;
};

const clientLogos = [
  { name: 'Kestrelway Logistics', logo: '/clients/kestrelway.svg' },
  { name: 'Sabarmati Weaves', logo: '/clients/sabarmati-weaves.svg' },
  { name: 'Quillfield Finance', logo: '/clients/quillfield.svg' },
  { name: 'Tessellate Health', logo: '/clients/tessellate-health.svg' },
  { name: 'Amberleaf Foods', logo: '/clients/amberleaf-foods.svg' },
  { name: 'Harbourline Freight', logo: '/clients/harbourline.svg' },
  { name: 'Brightloom Learning', logo: '/clients/brightloom.svg' },
  { name: 'Solvanta Energy', logo: '/clients/solvanta-energy.svg' },
] as const satisfies readonly ClientLogo[];

const clientStories = [
  {
    id: 'priya-raghavan',
    name: 'Priya Raghavan',
    role: 'Head of Operations',
    company: 'Kestrelway Logistics',
    quote:
      'They rebuilt our dispatch platform without a single day of downtime. Our drivers now plan routes on their phones, and trip planning takes us a third of the time it used to.',
    rating: 5,
    portrait: '/testimonials/priya-raghavan.svg',
  },
  {
    id: 'daniel-whitaker',
    name: 'Daniel Whitaker',
    role: 'Chief Technology Officer',
    company: 'Harbourline Freight',
    quote:
      'Moving fifteen years of booking software to the cloud felt risky. The team planned every step with us, hit each milestone and halved our hosting bill in the first year.',
    rating: 5,
    portrait: '/testimonials/daniel-whitaker.svg',
  },
  {
    id: 'meera-shah',
    name: 'Meera Shah',
    role: 'Founder & CEO',
    company: 'Sabarmati Weaves',
    quote:
      'Our online store went live in time for Diwali, and online orders tripled that season. They explained every decision in plain language, which meant a lot to a first-time founder.',
    rating: 5,
    portrait: '/testimonials/meera-shah.svg',
  },
  {
    id: 'tomas-alvarez',
    name: 'Tomás Alvarez',
    role: 'Product Director',
    company: 'Quillfield Finance',
    quote:
      'Working across time zones was never an issue. We had a demo every Friday, our mobile app passed its security audit on the first attempt, and the app store reviews speak for themselves.',
    rating: 5,
    portrait: '/testimonials/tomas-alvarez.svg',
  },
  {
    id: 'aisha-rahman',
    name: 'Aisha Rahman',
    role: 'VP of Engineering',
    company: 'Tessellate Health',
    quote:
      'Their engineers joined our team rather than working next to it. The patient portal they built handles appointments for forty clinics, and support tickets dropped by half.',
    rating: 5,
    portrait: '/testimonials/aisha-rahman.svg',
  },
  {
    id: 'rohan-kulkarni',
    name: 'Rohan Kulkarni',
    role: 'Managing Director',
    company: 'Amberleaf Foods',
    quote:
      'Our sales team finally works from one Salesforce org instead of five spreadsheets. The rollout was on time, on budget, and the training made adoption painless.',
    rating: 5,
    portrait: '/testimonials/rohan-kulkarni.svg',
  },
] as const satisfies readonly ClientStory[];

export function getClientLogos(): readonly ClientLogo[] {
  return clientLogos;
}

export function getClientStories(): readonly ClientStory[] {
  return clientStories;
}
