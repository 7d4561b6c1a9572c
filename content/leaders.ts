/**
 * PLACEHOLDER PEOPLE. The names, biographies and links below are invented so the leadership
 * section reads naturally; the company replaces them with its real leaders. A portrait goes in
 * `public/leaders/` and its path in `image` (the SVGs there now are stylised stand-ins); without
 * one, or when it fails to load, the card shows an initials avatar.
 */

import type { Leader } from './types';

export const teamPage = {
  title: 'Our Team',
  subtitle: 'The people who lead our projects and stay accountable for them.',
  description:
    'Meet the leadership of Acme Technologies in Ahmedabad and the team of engineers, designers and consultants behind every project.',
  leadershipHeading: 'Executive Leadership',
  leadershipIntro:
    'Our founders still review every project plan and meet every new client. Select a profile to read more.',
  wider: {
    heading: 'The team behind your project',
    text: 'Behind our leaders stands a team of 50+ people in Ahmedabad: software engineers, UI/UX designers, certified Salesforce consultants, cloud and DevOps engineers, QA specialists and project managers. Most have been with us for more than five years, and every project gets a stable, named team from kick-off to support.',
    disciplines: [
      'Software engineers',
      'UI/UX designers',
      'Salesforce consultants',
      'Cloud & DevOps engineers',
      'QA specialists',
      'Project managers',
    ],
    action: { label: 'See how we work', href: '/about/process' },
  },
} as const;

/** Labels of the leader cards and the profile dialog, shared by the home page and /about/team. */
export const leaderLabels = {
  viewProfile: 'View Full Profile',
  /** Read by screen readers after the visible label, so each card's button is distinct. */
  viewProfileContext: (name: string) => `: ${name}`,
  about: 'About',
  achievements: 'Key Achievements',
  specialties: 'Specialties',
  connect: 'Connect',
  connectContext: (name: string) => ` with ${name} on LinkedIn (opens in a new tab)`,
  email: 'Email',
  emailContext: (name: string) => ` ${name}`,
  portraitAlt: (name: string) => `Portrait of ${name}`,
  profileDescription: (leader: Pick<Leader, 'position' | 'department'>) =>
    `${leader.position}, ${leader.department}`,
  /** Ends a profile's page, back to the team. */
  backToTeam: 'Back to the team',
} as const;

export const leaders = [
  {
    id: 'arjun-mehta',
    name: 'Arjun Mehta',
    image: '/leaders/arjun-mehta.svg',
    position: 'Chief Executive Officer',
    badge: 'CEO',
    department: 'Executive Leadership',
    bio: 'Founded the company in 2006 and leads its strategy, partnerships and client relationships.',
    about:
      'Arjun started the company in 2006 with three engineers and a single client, after a decade building enterprise software in Bengaluru and London. He sets the company\u2019s direction, works closely with key clients on their digital roadmaps and still sits in on the first workshop of every major engagement.',
    achievements: [
      'Grew the company from 3 to more than 50 people with a 100% project delivery record',
      'Built long-term partnerships with clients in India, the UK, the US and Australia',
      'Established the Salesforce practice, now one of the company\u2019s largest',
      'Mentors founders in the Gujarat start-up ecosystem',
    ],
    specialties: [
      'Business strategy',
      'Digital transformation',
      'Enterprise architecture',
      'Client partnerships',
    ],
    social: {
      linkedin: 'https://www.linkedin.com/in/example-ceo',
      email: 'arjun.mehta@example.com',
    },
  },
  {
    id: 'priya-desai',
    name: 'Priya Desai',
    image: '/leaders/priya-desai.svg',
    position: 'Chief Operating Officer',
    badge: 'COO',
    department: 'Operations & Delivery',
    bio: 'Runs delivery, quality and people operations, making sure every project ships on time and to standard.',
    about:
      'Priya joined in 2010 as a project manager and has led operations since 2016. She designed the delivery process the company uses today, with weekly demos, fixed milestones and quality gates, and she leads hiring and growth for the whole team.',
    achievements: [
      'Introduced the four-step delivery process used on every project',
      'Kept on-time delivery above 95% across more than 300 projects',
      'Built the in-house training programme for engineers and consultants',
      'Moved all delivery to hybrid teams in 2020 without a missed milestone',
    ],
    specialties: ['Delivery management', 'Agile practices', 'Quality assurance', 'Team building'],
    social: {
      linkedin: 'https://www.linkedin.com/in/example-coo',
      email: 'priya.desai@example.com',
    },
  },
] as const satisfies readonly Leader[];

export function getLeaders(): readonly Leader[] {
  return leaders;
}

/** The leader with this id (the slug of /about/team/<id>), or undefined. */
export function getLeader(id: string): Leader | undefined {
  return leaders.find((leader) => leader.id === id);
}
