import { contactAbout } from './enquiry';
import type { NavLink, ProcessStep, Statistic } from './types';

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

export const designServicesPage = {
  title: 'Best UI/UX Design Services Providing Company',
  metaTitle: 'UI/UX Design Services',
  breadcrumb: 'UI/UX Design',
  subtitle:
    'Research-led interfaces that are easy to use, accessible to everyone and true to your brand, for the web, mobile and everything in between.',
  description:
    'UI/UX design services from Acme Technologies: user research, UX strategy, wireframes and prototypes, visual design, design systems and usability testing.',
  heroCta: { label: 'Get a Free Consultation', href: contactAbout('design') },
  services: {
    heading: 'Our UI/UX Design Services',
    intro:
      'Six services that take a product from a rough idea to an interface people enjoy using, and that your developers can build without guesswork.',
    items: [
      {
        icon: 'research',
        title: 'User Research',
        text: 'Interviews, surveys and analytics reviews that show who your users are, what they need and where your current product lets them down.',
      },
      {
        icon: 'strategy',
        title: 'UX Strategy & Information Architecture',
        text: 'Clear navigation, content structure and user flows, mapped against your business goals before a single screen is drawn.',
      },
      {
        icon: 'prototype',
        title: 'Wireframing & Prototyping',
        text: 'Low- and high-fidelity wireframes and clickable prototypes that let you test ideas with real users before you invest in code.',
      },
      {
        icon: 'visual',
        title: 'UI & Visual Design',
        text: 'Polished, on-brand interfaces with considered typography, colour, iconography and motion, designed for every screen size.',
      },
      {
        icon: 'system',
        title: 'Design Systems',
        text: 'Reusable components, design tokens and living documentation that keep products consistent and speed up every future release.',
      },
      {
        icon: 'usability',
        title: 'Usability Testing & Accessibility',
        text: 'Moderated usability sessions and WCAG 2.2 AA reviews that find friction and barriers early, with fixes ranked by impact.',
      },
    ],
  },
  stats: {
    heading: 'Design Work in Numbers',
    items: [
      { value: '150+', label: 'Projects Delivered' },
      { value: '98%', label: 'Client Satisfaction' },
      { value: '50+', label: 'Happy Clients' },
      { value: '5+', label: 'Years of Design Experience' },
    ],
  },
  process: {
    heading: 'Our Design Process',
    intro: 'Four steps, each ending with something you can see, test and approve.',
    steps: [
      {
        title: 'Discovery',
        text: 'We meet your team and your users, audit what exists and agree on the problems worth solving.',
      },
      {
        title: 'Strategy',
        text: 'We turn findings into personas, journeys and an information architecture, and set measurable goals.',
      },
      {
        title: 'Design',
        text: 'We sketch, prototype and refine the interface with you, testing with real users along the way.',
      },
      {
        title: 'Deliver',
        text: 'We hand over specs, assets and a design system, and support your developers through launch.',
      },
    ],
  },
  testimonials: {
    heading: 'What Our Clients Say',
    intro: 'Product teams, founders and marketers on what it is like to work with our designers.',
    label: 'Client testimonials',
  },
} as const satisfies {
  title: string;
  metaTitle: string;
  breadcrumb: string;
  subtitle: string;
  description: string;
  heroCta: NavLink;
  services: { heading: string; intro: string; items: readonly DesignService[] };
  stats: { heading: string; items: readonly Statistic[] };
  process: { heading: string; intro: string; steps: readonly ProcessStep[] };
  testimonials: { heading: string; intro: string; label: string };
};
