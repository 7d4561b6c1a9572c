import { contactAbout } from './enquiry';
import type { DesignService, NavLink, ProcessStep, Statistic, Testimonial } from './types';

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
    /**
     * Sample content: the people and companies are invented (the companies are well-known
     * fictional sample names). Replace them with real, approved client quotes.
     */
    items: [
      {
        quote:
          'They rebuilt our appointment booking flow from the ground up. Patients now book in three steps instead of nine, and calls to our front desk dropped noticeably within a month.',
        name: 'Ananya Desai',
        role: 'Product Manager',
        company: 'Contoso Health',
        rating: 5,
      },
      {
        quote:
          'The research phase alone was worth it. They showed us, with recordings of real users, why our checkout was losing people, and the redesign fixed exactly that.',
        name: 'Daniel Brooks',
        role: 'Founder',
        company: 'Tailspin Travel',
        rating: 5,
      },
      {
        quote:
          'Our web and mobile teams finally speak the same language. The design system they delivered cut the time we spend on new screens roughly in half.',
        name: 'Nandini Iyer',
        role: 'Head of Digital',
        company: 'Northwind Traders',
        rating: 5,
      },
      {
        quote:
          'Accessibility was a hard requirement for us. They designed for it from the first wireframe and our external audit came back with no serious issues.',
        name: 'Rahul Mehta',
        role: 'Chief Technology Officer',
        company: 'Fabrikam Finance',
        rating: 5,
      },
      {
        quote:
          'Clear weekly demos, honest advice and a dashboard our sales team actually enjoys using. We have already booked them for our next product.',
        name: 'Sophie Martin',
        role: 'Marketing Director',
        company: 'Wide World Importers',
        rating: 5,
      },
    ],
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
  testimonials: { heading: string; intro: string; label: string; items: readonly Testimonial[] };
};
