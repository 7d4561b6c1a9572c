/**
 * The leaders the site opened with (placeholder people, see content/leaders.ts).
 * The first content of the CMS collection, loaded once by the migration that seeds a fresh
 * database (lib/cms/seed). Edits happen in the editor at /admin; this file is not read by the site.
 */
import type { Leader } from '@/content/leaders';

export const seedLeaders = [
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
