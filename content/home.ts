import { company } from './company';
import type { NavLink, Route, Statistic } from './types';

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

/**
 * Copy and data of the home page sections between the client logos and the footer that are not
 * shared with other pages: process, services showcase, about block, statistics strip and
 * sustainability. Components read them through the accessors at the end of this file.
 */

const processSection = {
  heading: 'We Simplify Software Development Process',
  intro:
    'Four clear stages take your project from the first conversation to a product your customers rely on, with a working result to review at every step.',
  stepLabel: (position) => `Step ${position}: `,
  steps: [
    {
      title: 'Discover',
      text: 'We learn your business goals, challenges and audience, and research the market and technology before a single line of code is written.',
      icon: 'discover',
    },
    {
      title: 'Design',
      text: 'Our designers turn that understanding into intuitive, visually stunning user experiences, tested with real users as clickable prototypes.',
      icon: 'design',
    },
    {
      title: 'Build',
      text: 'Engineers build scalable, secure solutions on modern technology, in short iterations you can see and steer.',
      icon: 'build',
    },
    {
      title: 'Deliver',
      text: 'Continuous testing, iteration and support keep your product fast, safe and improving long after launch day.',
      icon: 'deliver',
    },
  ],
} as const satisfies ProcessSection;

/**
 * The AI, machine learning and analytics services have no page of their own yet, so their cards
 * lead to the contact page, where a visitor can describe the project to our consultants.
 * Cybersecurity leads to the security offering of the cloud services page and Innovation
 * Strategy to the discovery and planning process it builds on.
 */
const servicesShowcase = {
  heading: 'Our Services',
  intro:
    'From artificial intelligence to secure cloud platforms, one team covers every stage of the software your business runs on.',
  hint: 'Scroll vertically to view all services horizontally',
  rowLabel: 'Our services, scrollable',
  readMore: 'Read More',
  readMoreContext: (title) => ` about ${title}`,
  services: [
    {
      id: 'ai-machine-learning',
      title: 'AI & Machine Learning',
      description:
        'Put your data to work with assistants, forecasting and automation that learn from your own business processes.',
      icon: 'ai',
      href: '/contact',
    },
    {
      id: 'custom-ai-services',
      title: 'Custom AI Services',
      description:
        'Chatbots, document processing and recommendation engines built around your workflows and integrated with your systems.',
      icon: 'custom-ai',
      href: '/contact',
    },
    {
      id: 'ml-development',
      title: 'ML Development',
      description:
        'Machine learning models designed, trained, deployed and monitored in production, with the data pipelines they need.',
      icon: 'ml',
      href: '/contact',
    },
    {
      id: 'software-engineering',
      title: 'Software Engineering',
      description:
        'Robust, maintainable business software engineered with clean architecture, automated tests and clear documentation.',
      icon: 'software',
      href: '/services',
    },
    {
      id: 'web-development',
      title: 'Web Development',
      description:
        'Fast, secure websites, customer portals and web applications that grow with your traffic and your business.',
      icon: 'web',
      href: '/services/web-development',
    },
    {
      id: 'app-development',
      title: 'App Development',
      description:
        'Native iOS and Android apps and cross-platform apps in Flutter or React Native, from prototype to App Store release.',
      icon: 'mobile',
      href: '/services/mobile-development',
    },
    {
      id: 'cybersecurity',
      title: 'Cybersecurity',
      description:
        'Security reviews, hardened cloud platforms and continuous monitoring that keep your data and your customers safe.',
      icon: 'security',
      href: '/services/cloud-services#offerings',
    },
    {
      id: 'analytics-consulting',
      title: 'Analytics Consulting',
      description:
        'Dashboards, reporting and data strategy that turn scattered numbers into decisions your whole team can trust.',
      icon: 'analytics',
      href: '/contact',
    },
    {
      id: 'innovation-strategy',
      title: 'Innovation Strategy',
      description:
        'Workshops, roadmaps and rapid prototypes that help you decide which ideas to build first and how to measure them.',
      icon: 'innovation',
      href: '/about/process',
    },
  ],
} as const satisfies ServicesShowcaseContent;

const aboutBlock = {
  eyebrow: 'About Us',
  heading: 'Transforming Ideas into Digital Reality',
  paragraphs: [
    `Founded in ${company.founded}, ${company.name} is an IT solution provider in Ahmedabad that helps businesses around the world plan, build and run their software: websites, mobile apps, cloud platforms and Salesforce systems.`,
    'Every project we have taken on has been delivered, giving us a 100% project delivery success rate. Clear plans, senior engineers and honest weekly reporting are how we keep it that way.',
  ],
  image: {
    src: '/images/about-team.svg',
    alt: 'Illustration of a project team planning a product around a shared screen',
    width: 560,
    height: 440,
  },
  figuresLabel: `${company.name} in figures`,
  figures: [
    { value: '10+', label: 'Years Experience' },
    { value: '200+', label: 'Projects Completed' },
    { value: '50+', label: 'Team Members' },
    { value: '95%', label: 'Client Satisfaction' },
  ],
} as const satisfies AboutBlockContent;

const homeStats = {
  heading: 'Our track record',
  tickMs: 100,
  stats: [
    { target: 150, increment: 7.5, suffix: '+', label: 'Satisfied Clients Across the Globe' },
    { target: 300, increment: 15, suffix: '+', label: 'Projects Delivered Successfully' },
    { target: 50, increment: 2.5, suffix: '+', label: 'Experts Under the Same Roof' },
  ],
} as const satisfies HomeStatsContent;

const sustainability = {
  heading: 'Sustainable Technology Solutions',
  text: 'Good software should not cost the earth. We design systems that do more with less energy, and help you measure and reduce the footprint of the technology you already run.',
  bullets: [
    'Energy-efficient algorithms that do the same work with less computing power',
    'Carbon footprint tracking for your applications and infrastructure',
    'Cloud infrastructure optimized for minimal environmental impact',
  ],
  action: {
    label: 'Learn More',
    context: 'about our cloud services',
    href: '/services/cloud-services',
  },
  image: {
    src: '/images/sustainable-technology.svg',
    alt: 'Illustration of a cloud server powered by wind and solar energy beside a growing plant',
    width: 560,
    height: 440,
  },
} as const satisfies SustainabilityContent;

export function getProcessSection(): ProcessSection {
  return processSection;
}

export function getServicesShowcase(): ServicesShowcaseContent {
  return servicesShowcase;
}

export function getAboutBlock(): AboutBlockContent {
  return aboutBlock;
}

export function getHomeStats(): HomeStatsContent {
  return homeStats;
}

export function getSustainability(): SustainabilityContent {
  return sustainability;
}

export const hero = {
  heading: 'Transform Your Business with Cutting-Edge Technology',
  text: 'We turn your ideas into scalable digital solutions: web and mobile products, cloud platforms and Salesforce systems designed, built and supported by one team in Ahmedabad.',
  primary: { label: 'Contact Us', href: '/contact' },
  secondary: { label: 'Learn More', context: 'about how we work', href: '/about/process' },
} as const;
