import { contactAbout } from './enquiry';
import type { NavLink, Statistic } from './types';

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

export const salesforcePage = {
  title: 'Salesforce Solutions',
  subtitle:
    'Certified consultants who implement, customise, integrate and support Salesforce so your teams sell, serve and grow on one platform.',
  description:
    'Salesforce implementation, customisation, integration, consulting, support and training from Acme Technologies in Ahmedabad: Sales, Service and Experience Cloud for growing businesses.',
  heroActions: [
    { label: 'Get a Free Consultation', href: contactAbout('salesforce') },
    { label: 'View Case Studies', href: '/portfolio' },
  ] satisfies readonly NavLink[],
  servicesHeading: 'Our Salesforce Services',
  servicesIntro:
    'From a first org for a ten-person sales team to a multi-cloud roll-out across regions, we cover the whole Salesforce life cycle.',
  learnMore: 'Learn More',
  statsHeading: 'Salesforce delivery in numbers',
  industriesHeading: 'Industries We Serve',
  industriesIntro:
    'We configure Salesforce around the way your industry works, with the data model, compliance and processes it needs.',
  detailsHeading: 'Our Services in Depth',
  detailsIntro: 'What each engagement includes, what you receive and how long it usually takes.',
  deliverablesLabel: 'What you get',
  timelineLabel: 'Typical timeline',
  backToServices: 'Back to all services',
  cta: {
    heading: 'Ready to get more from Salesforce?',
    text: 'Tell us where you are today, and a certified consultant will map out the next steps with you: free, and within 24 hours.',
    actions: [
      { label: 'Get a Free Consultation', href: contactAbout('salesforce') },
      { label: 'Schedule a Call', href: contactAbout('salesforce') },
    ] satisfies readonly NavLink[],
  },
} as const;

export const salesforceServices = [
  {
    id: 'implementation',
    icon: 'implementation',
    title: 'Salesforce Implementation',
    summary:
      'A new Sales, Service or Experience Cloud org set up around your processes, with clean data from day one.',
    detail: {
      intro:
        'We start with workshops to map your sales and service processes, then configure Salesforce to match them rather than the other way round. Your existing customer data is cleaned, de-duplicated and migrated before go-live, so teams trust what they see on the first morning.',
      deliverables: [
        'Process workshops and a signed-off solution design',
        'Org setup: objects, page layouts, record types, roles and sharing rules',
        'Data migration from spreadsheets or your old CRM, with a reconciliation report',
        'Reports and dashboards for leadership, managers and reps',
        'Go-live support and a 30-day hypercare period',
      ],
      timeline: '6 to 12 weeks for a single cloud',
    },
  },
  {
    id: 'customization',
    icon: 'customization',
    title: 'Salesforce Customization',
    summary:
      'Flows, Lightning components and Apex that fit Salesforce to the way your teams actually work.',
    detail: {
      intro:
        'When standard configuration is not enough, we extend Salesforce with declarative automation first and code only where it pays off. Every customisation is version-controlled, covered by tests and documented, so your org stays maintainable as it grows.',
      deliverables: [
        'Record-triggered and screen Flows to replace manual steps',
        'Lightning Web Components for custom screens and guided processes',
        'Apex classes and triggers with at least 85% test coverage',
        'Approval processes, validation rules and custom permissions',
        'A technical design record for every change',
      ],
      timeline: '2 to 8 weeks, delivered in two-week sprints',
    },
  },
  {
    id: 'integration',
    icon: 'integration',
    title: 'Salesforce Integration',
    summary:
      'Salesforce connected to your ERP, website, payment gateway and marketing tools, in real time.',
    detail: {
      intro:
        'Customer data is only useful when it is complete. We connect Salesforce to the systems around it using REST and platform events, MuleSoft or a light middleware layer, with retries, monitoring and alerting so nothing is silently lost.',
      deliverables: [
        'Integration architecture and a data-ownership map',
        'Connectors for ERP (SAP, Tally, Microsoft Dynamics), e-commerce and payment gateways',
        'Web-to-lead and WhatsApp or SMS messaging integrations',
        'Error handling, retry queues and an integration health dashboard',
        'Load testing against your real data volumes',
      ],
      timeline: '3 to 10 weeks depending on the systems involved',
    },
  },
  {
    id: 'consulting',
    icon: 'consulting',
    title: 'Salesforce Consulting',
    summary:
      'An independent review of your org and a practical roadmap for licences, adoption and growth.',
    detail: {
      intro:
        'Many organisations pay for Salesforce features they never use. Our consultants audit your org, licences and adoption, talk to the people who use it every day and give you a prioritised roadmap with the effort and expected return of each step.',
      deliverables: [
        'Org health check: security, data quality, automation and technical debt',
        'Licence and edition review with savings opportunities',
        'User interviews and an adoption report',
        'A 6 to 12 month roadmap with estimates',
        'Architecture guidance for multi-cloud and multi-org set-ups',
      ],
      timeline: '2 to 4 weeks',
    },
  },
  {
    id: 'support',
    icon: 'support',
    title: 'Salesforce Support',
    summary:
      'Administration, fixes and small enhancements on a monthly plan, with round-the-clock cover for critical issues.',
    detail: {
      intro:
        'After go-live your org keeps changing: new users, new fields, three Salesforce releases a year. Our managed-services team takes care of administration and enhancements on agreed response times, and watches every release so nothing breaks unnoticed.',
      deliverables: [
        'A named administrator and a shared ticket queue',
        '24/7 cover for critical incidents, business-hours cover for everything else',
        'Release-readiness checks before each of the three yearly Salesforce releases',
        'Monthly health report with usage, limits and open items',
        'A bank of enhancement hours you can use as you need',
      ],
      timeline: 'Monthly plans, cancellable with 30 days notice',
    },
  },
  {
    id: 'training',
    icon: 'training',
    title: 'Salesforce Training',
    summary:
      'Role-based training for users, administrators and developers, on your own org and data.',
    detail: {
      intro:
        'Adoption decides whether a CRM succeeds. We train each group on the screens and processes they will really use, in English, Hindi or Gujarati, and leave behind material your team can reuse for new joiners.',
      deliverables: [
        'End-user sessions built around your own records and processes',
        'Administrator training for your in-house Salesforce owner',
        'Developer coaching on Apex, Lightning Web Components and DevOps Center',
        'Recorded sessions, quick-reference guides and in-app guidance',
        'Certification preparation for Administrator and Platform Developer exams',
      ],
      timeline: '1 to 3 weeks, on site in Ahmedabad or online',
    },
  },
] as const satisfies readonly SalesforceService[];

export const salesforceIndustries = [
  {
    name: 'Healthcare',
    icon: 'healthcare',
    text: 'Patient journeys, referrals and appointment reminders with Health Cloud.',
  },
  {
    name: 'Financial Services',
    icon: 'finance',
    text: 'Loan origination, KYC workflows and relationship management for advisors.',
  },
  {
    name: 'Manufacturing',
    icon: 'manufacturing',
    text: 'Dealer networks, sales agreements and demand forecasts in one view.',
  },
  {
    name: 'Retail',
    icon: 'retail',
    text: 'Unified customer profiles, loyalty programmes and service across channels.',
  },
  {
    name: 'Education',
    icon: 'education',
    text: 'Admissions funnels, student success tracking and alumni engagement.',
  },
  {
    name: 'Real Estate',
    icon: 'real-estate',
    text: 'Lead capture from property portals, site-visit scheduling and bookings.',
  },
  {
    name: 'Non-profit',
    icon: 'non-profit',
    text: 'Donor management, programme outcomes and volunteer coordination.',
  },
  {
    name: 'Technology',
    icon: 'technology',
    text: 'Subscription sales, partner portals and customer success for SaaS companies.',
  },
] as const satisfies readonly Industry[];

export const salesforceStats = [
  { value: '500+', label: 'Projects delivered' },
  { value: '98%', label: 'Client satisfaction' },
  { value: '24/7', label: 'Support for critical issues' },
  { value: '15+', label: 'Years of experience' },
] as const satisfies readonly Statistic[];

export function getSalesforceServices(): readonly SalesforceService[] {
  return salesforceServices;
}

export function getSalesforceIndustries(): readonly Industry[] {
  return salesforceIndustries;
}

export function getSalesforceStats(): readonly Statistic[] {
  return salesforceStats;
}
