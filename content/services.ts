import type { Route } from './types';

/** Names of the icons a service card can show; components map each to its drawing. */
export type ServiceIconName = 'web' | 'mobile' | 'cloud' | 'design' | 'devops' | 'salesforce';

export type ServiceSummary = {
  path: Route;
  title: string;
  summary: string;
  icon: ServiceIconName;
};

export type EngagementModel = { title: string; text: string };

/** The company's service lines, in the order menus and the services index show them. */
export const services = [
  {
    path: '/services/web-development',
    title: 'Web Development',
    summary:
      'Customer portals, e-commerce stores and internal business applications built with Java, PHP, C++ and .NET: fast, secure and ready to grow with your traffic.',
    icon: 'web',
  },
  {
    path: '/services/mobile-development',
    title: 'App Development',
    summary:
      'Native iOS and Android apps and cross-platform apps in Flutter or React Native, from the first prototype to App Store release and the updates after it.',
    icon: 'mobile',
  },
  {
    path: '/services/cloud-services',
    title: 'Cloud Services',
    summary:
      'Cloud migration, architecture and managed hosting on AWS, Azure and Google Cloud, with the monitoring, backups and cost control a production system needs.',
    icon: 'cloud',
  },
  {
    path: '/services/design',
    title: 'UI/UX Design',
    summary:
      'User research, wireframes, interactive prototypes and design systems that make products easy to learn and pleasant to use, on every screen size.',
    icon: 'design',
  },
  {
    path: '/services/devops',
    title: 'DevOps',
    summary:
      'CI/CD pipelines, infrastructure as code, containers and round-the-clock monitoring, so your team ships more often with fewer surprises in production.',
    icon: 'devops',
  },
  {
    path: '/salesforce',
    title: 'Salesforce Solutions',
    summary:
      'Salesforce implementation, customisation, integration and training by certified consultants, shaped around the way your sales and service teams already work.',
    icon: 'salesforce',
  },
] as const satisfies readonly ServiceSummary[];

/** The path of a service line's own page. */
export type ServicePath = (typeof services)[number]['path'];

export const servicesPage = {
  title: 'Our Services',
  subtitle:
    'Web, mobile, cloud, design, DevOps and Salesforce: one team that plans, builds and supports the software your business runs on.',
  description:
    'Software and IT services from Acme Technologies in Ahmedabad: web and app development, cloud services, UI/UX design, DevOps and Salesforce solutions.',
  listHeading: 'What we can build for you',
  learnMore: { label: 'Learn More', hiddenPrefix: 'about' },
  listIntro:
    'Each service is run by a dedicated practice with its own engineers, designers and project managers. Most clients start with one and add others as their product grows.',
  engagementHeading: 'Ways to work with us',
  engagementModels: [
    {
      title: 'Fixed-scope project',
      text: 'A clearly defined product or feature delivered against an agreed scope, timeline and price, with milestones you sign off.',
    },
    {
      title: 'Dedicated team',
      text: 'Engineers, designers and testers who work as an extension of your own team, on your roadmap and in your tools, billed monthly.',
    },
    {
      title: 'Support and maintenance',
      text: 'A monthly retainer for monitoring, security updates, bug fixes and small improvements to software that is already live.',
    },
  ],
} as const satisfies {
  title: string;
  subtitle: string;
  description: string;
  listHeading: string;
  listIntro: string;
  /** Card link text; the hidden part names the service for screen readers. */
  learnMore: { label: string; hiddenPrefix: string };
  engagementHeading: string;
  engagementModels: readonly EngagementModel[];
};

export function getServices(): readonly ServiceSummary[] {
  return services;
}
