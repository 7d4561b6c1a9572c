import { startProjectLink } from './enquiry';
import type { TechLogoName } from './tech-logos';
import type { NavLink } from './types';

export type TechnologyCard = {
  name: string;
  logo: TechLogoName;
  text: string;
  tools: readonly string[];
};

export type DeliveryPhase = {
  id: string;
  label: string;
  heading: string;
  text: string;
  points: readonly string[];
};

export type WebDevelopmentPage = {
  title: string;
  subtitle: string;
  description: string;
  heroActions: readonly NavLink[];
  strengthsHeading: string;
  strengthsIntro: string;
  strengths: readonly string[];
  technologiesHeading: string;
  technologiesIntro: string;
  technologies: readonly TechnologyCard[];
  phasesHeading: string;
  phasesIntro: string;
  /** Accessible name of the tab list. */
  phasesLabel: string;
  phases: readonly DeliveryPhase[];
};

export const webDevelopmentPage = {
  title: 'Web Development',
  subtitle:
    'Websites, portals and web applications that load fast, rank well and keep working as your business grows.',
  description:
    'Custom web development by Acme Technologies in Ahmedabad: Java, PHP, C++ and .NET applications, e-commerce, portals and APIs, analysed, designed and tested by one team.',
  heroActions: [
    startProjectLink('web-development'),
    { label: 'How We Work', href: '/about/process' },
  ],
  strengthsHeading: 'Why businesses choose us for the web',
  strengthsIntro:
    'Since 2006 we have delivered more than 200 web projects for retailers, manufacturers, healthcare providers and start-ups. Every build comes with these as standard, not as extras.',
  strengths: [
    'Responsive on every screen',
    'Search-engine friendly markup',
    'Secure by default (OWASP Top 10)',
    'Accessible to WCAG 2.2 AA',
    'Sub-second page loads',
    'Scalable cloud architecture',
    'Clean, documented code',
    'REST and GraphQL APIs',
    'CMS your team can edit',
    'Payment gateway integration',
    'Automated test coverage',
    'Support after launch',
  ],
  technologiesHeading: 'Technologies we build with',
  technologiesIntro:
    'We pick the platform that fits your product, your team and your existing systems, not the other way round.',
  technologies: [
    {
      name: 'Java',
      logo: 'openjdk',
      text: 'Enterprise back ends, banking and logistics platforms and high-traffic APIs that need proven stability and long-term support.',
      tools: ['Spring Boot', 'Hibernate', 'Jakarta EE', 'Kafka'],
    },
    {
      name: 'PHP',
      logo: 'php',
      text: 'Content-rich websites, online stores and customer portals, delivered quickly on a mature ecosystem that is easy to host and maintain.',
      tools: ['Laravel', 'Symfony', 'WordPress', 'Magento'],
    },
    {
      name: 'C++',
      logo: 'cplusplus',
      text: 'Performance-critical services such as pricing engines, media processing and device integrations, exposed to the web through clean APIs.',
      tools: ['Boost', 'gRPC', 'Qt', 'WebAssembly'],
    },
    {
      name: '.NET',
      logo: 'dotnet',
      text: 'Line-of-business applications and Microsoft-centred integrations, from ERP connectors to secure intranets with single sign-on.',
      tools: ['ASP.NET Core', 'Entity Framework', 'Blazor', 'Azure'],
    },
  ],
  phasesHeading: 'How a web project runs',
  phasesIntro:
    'Three phases, each with its own deliverables, so you always know what has been decided and what comes next.',
  phasesLabel: 'Project phases',
  phases: [
    {
      id: 'analysis',
      label: 'Analysis',
      heading: 'Analysis: agree on what to build and why',
      text: 'We start with workshops with your stakeholders and, where possible, your users. We map the processes the site must support, audit any existing system and its data, and turn what we learn into a prioritised backlog with estimates.',
      points: [
        'Stakeholder workshops and user interviews',
        'Audit of the current site, content and integrations',
        'Functional specification and prioritised backlog',
        'Architecture proposal, timeline and fixed estimate',
      ],
    },
    {
      id: 'design',
      label: 'Design',
      heading: 'Design: shape the experience before writing code',
      text: 'Our designers turn the backlog into wireframes and clickable prototypes that you can test with real users. Once the flows are right, we produce the visual design and a component library that developers build from directly.',
      points: [
        'Information architecture and user flows',
        'Wireframes and clickable prototypes',
        'Visual design aligned with your brand',
        'Reusable component library and style guide',
      ],
    },
    {
      id: 'testing',
      label: 'Testing',
      heading: 'Testing: prove it works before your customers see it',
      text: 'Quality is checked on every change, not only at the end. Automated tests run on each commit, and our QA engineers test every release on real browsers and devices before it goes live.',
      points: [
        'Unit, integration and end-to-end test suites',
        'Cross-browser and real-device testing',
        'Accessibility and performance audits',
        'Security scans and load testing before launch',
      ],
    },
  ],
} as const satisfies WebDevelopmentPage;
