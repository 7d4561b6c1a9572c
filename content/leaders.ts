/**
 * PLACEHOLDER PEOPLE. The names, biographies and links below are invented so the leadership
 * section reads naturally; the company replaces them with its real leaders. A portrait goes in
 * `public/leaders/` and its path in `image` (the SVGs there now are stylised stand-ins); without
 * one, or when it fails to load, the card shows an initials avatar.
 */

export type Leader = {
  id: string;
  name: string;
  position: string;
  /** The short title on the portrait, e.g. 'CEO'. */
  badge: string;
  department: string;
  /** One or two sentences shown on the card. */
  bio: string;
  /** Portrait under public/, e.g. '/leaders/jane-doe.webp'. Optional. */
  image?: `/${string}`;
  /** The longer 'About' text of the profile dialog. */
  about: string;
  achievements: readonly string[];
  specialties: readonly string[];
  social: { linkedin: `https://${string}`; email: string };
};

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
