import { contactAbout, startProjectLink } from './enquiry';
import type { TechLogoName } from './tech-logos';
import type { NavLink, ProcessStep } from './types';

export type AppTechnology = { name: string; logo: TechLogoName };

/** Icons the service cards can show; the page maps each name to one of components/ui/icons.tsx. */
export type AppServiceIcon = 'native' | 'cross-platform' | 'enterprise' | 'support';

export type AppService = {
  title: string;
  text: string;
  icon: AppServiceIcon;
  points: readonly string[];
};

export type MobileDevelopmentPage = {
  title: string;
  subtitle: string;
  description: string;
  consultation: NavLink;
  caseStudies: NavLink;
  technologiesHeading: string;
  technologiesIntro: string;
  technologies: readonly AppTechnology[];
  servicesHeading: string;
  servicesIntro: string;
  services: readonly AppService[];
  processHeading: string;
  processIntro: string;
  process: readonly ProcessStep[];
  closing: { heading: string; text: string; primary: NavLink; secondary: NavLink };
};

export const mobileDevelopmentPage = {
  title: 'App Development',
  subtitle:
    'iOS, Android and cross-platform apps that people keep on their home screen, designed, built and supported by one team.',
  description:
    'Mobile app development by Acme Technologies in Ahmedabad: native iOS and Android, Flutter and React Native apps, from strategy and design to store release and maintenance.',
  consultation: { label: 'Get a Free Consultation', href: contactAbout('mobile-development') },
  caseStudies: { label: 'View Case Studies', href: '/portfolio' },
  technologiesHeading: 'Technologies we work with',
  technologiesIntro:
    'Native where the experience demands it, cross-platform where one code base serves you better. We recommend the option that fits your budget and roadmap.',
  technologies: [
    { name: 'Swift', logo: 'swift' },
    { name: 'Kotlin', logo: 'kotlin' },
    { name: 'Flutter', logo: 'flutter' },
    { name: 'React Native', logo: 'react' },
    { name: 'Ionic', logo: 'ionic' },
    { name: 'Firebase', logo: 'firebase' },
    { name: 'Android', logo: 'android' },
    { name: 'iOS', logo: 'ios' },
  ],
  servicesHeading: 'Our app development services',
  servicesIntro:
    'Whether you are launching a new product or bringing an existing process to mobile, we cover the whole life of the app.',
  services: [
    {
      title: 'Native iOS and Android apps',
      text: 'Apps written in Swift and Kotlin that use each platform to the full: smooth animations, offline mode, biometrics, widgets and wearables.',
      icon: 'native',
      points: ['SwiftUI and Jetpack Compose', 'Offline-first data sync', 'Push notifications'],
    },
    {
      title: 'Cross-platform apps',
      text: 'One Flutter or React Native code base for iPhone and Android, which cuts build and maintenance costs without giving up a native feel.',
      icon: 'cross-platform',
      points: [
        'Shared code for both stores',
        'Native modules where needed',
        'Faster time to market',
      ],
    },
    {
      title: 'Enterprise and field apps',
      text: 'Secure apps for sales teams, field engineers and warehouses, connected to your ERP, CRM or Salesforce and managed through your MDM.',
      icon: 'enterprise',
      points: [
        'Single sign-on and role-based access',
        'ERP, CRM and API integration',
        'Barcode, GPS and camera capture',
      ],
    },
    {
      title: 'Maintenance and support',
      text: 'We keep your app current with each new iOS and Android release, watch crash reports and ship fixes and improvements on a regular schedule.',
      icon: 'support',
      points: [
        'OS and device compatibility updates',
        'Crash and performance monitoring',
        'Store listing and release management',
      ],
    },
  ],
  processHeading: 'From idea to app store in six steps',
  processIntro:
    'A typical first release takes 12 to 20 weeks. You see a working build every two weeks along the way.',
  process: [
    {
      title: 'Discovery & Strategy',
      text: 'We define the app’s goals, audience and key features, study competing apps and choose between native and cross-platform.',
    },
    {
      title: 'UI/UX Design',
      text: 'Wireframes and clickable prototypes are tested with real users, then turned into a polished visual design for both platforms.',
    },
    {
      title: 'Development',
      text: 'We build the app and its back end in two-week sprints, with a test build on your phone at the end of each one.',
    },
    {
      title: 'Testing & QA',
      text: 'Automated and manual tests on a lab of real devices cover functionality, performance, security and accessibility.',
    },
    {
      title: 'Deployment',
      text: 'We prepare store listings, handle App Store and Google Play review, and roll the release out in stages.',
    },
    {
      title: 'Maintenance',
      text: 'After launch we monitor crashes and reviews, keep up with new OS versions and plan the next features with you.',
    },
  ],
  closing: {
    heading: 'Have an app idea? Let’s talk it through.',
    text: 'Tell us what you want to build. Within two working days you get an honest view of scope, timeline and budget, free of charge.',
    primary: startProjectLink('mobile-development'),
    secondary: { label: 'Schedule a Call', href: contactAbout('mobile-development') },
  },
} as const satisfies MobileDevelopmentPage;
