import type { NavLink } from './types';

/** One choice of a list: the stable key the form sends and the mail routes by, and its label. */
export type EnquiryOption = { key: string; label: string };

/**
 * What an enquiry is about. The five services keep the slugs and names of their pages
 * (content/services.ts); ENQUIRY_ROUTES (lib/env.ts) routes by these keys.
 */
export const enquiryServices = [
  { key: 'web-development', label: 'Web Development' },
  { key: 'mobile-development', label: 'App Development' },
  { key: 'cloud-services', label: 'Cloud Services' },
  { key: 'design', label: 'UI/UX Design' },
  { key: 'devops', label: 'DevOps' },
  { key: 'salesforce', label: 'Salesforce' },
  { key: 'ai-machine-learning', label: 'AI & Machine Learning' },
  { key: 'other', label: 'Other' },
] as const satisfies readonly EnquiryOption[];

/** When the visitor wants to start. */
export const enquiryTimelines = [
  { key: 'asap', label: 'As soon as possible' },
  { key: 'within-3-months', label: 'Within 3 months' },
  { key: 'later', label: 'Later' },
  { key: 'just-exploring', label: 'Just exploring' },
] as const satisfies readonly EnquiryOption[];

export type EnquiryService = (typeof enquiryServices)[number]['key'];
export type EnquiryTimeline = (typeof enquiryTimelines)[number]['key'];

export const enquiryServiceKeys: readonly EnquiryService[] = enquiryServices.map(({ key }) => key);
export const enquiryTimelineKeys: readonly EnquiryTimeline[] = enquiryTimelines.map(
  ({ key }) => key,
);

/** The first, empty option of each list: choosing nothing is allowed. */
export const enquiryPrompts = {
  service: 'Choose a service…',
  timeline: 'Choose a timeline…',
} as const;

export function isEnquiryService(value: unknown): value is EnquiryService {
  return enquiryServiceKeys.some((key) => key === value);
}

/** The label of a chosen key; '' when nothing was chosen. */
export function optionLabel(options: readonly EnquiryOption[], key: string): string {
  return options.find((option) => option.key === key)?.label ?? '';
}

/** The contact page with this service chosen in its form: the service pages' calls to action. */
export function contactAbout(service: EnquiryService) {
  return `/contact?service=${service}` as const;
}

/** A call to action that opens the enquiry with this service chosen. */
export type StartProjectLink = NavLink & { service: EnquiryService };

/**
 * 'Start Your Project' on a service page: the Get Started dialog with the service chosen, or
 * (before the page is interactive and without JavaScript) the contact page, which chooses it too.
 */
export function startProjectLink(service: EnquiryService): StartProjectLink {
  return { label: 'Start Your Project', href: contactAbout(service), service };
}
