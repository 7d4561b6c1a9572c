/**
 * The articles the site opened with.
 * The first content of the CMS collection, loaded once by the migration that seeds a fresh
 * database (lib/cms/seed). Edits happen in the editor at /admin; this file is not read by the site.
 */
import type { NewsItem } from '@/content/news';

export const seedNews = [
  {
    slug: 'new-delivery-centre-ahmedabad',
    image: '/news/delivery-centre.svg',
    alt: 'Illustration of a modern office building with open-plan floors and a green roof garden',
    title: 'We Are Opening a Second Delivery Centre in Ahmedabad',
    description:
      'A new 20,000 sq ft centre gives us room to grow to 150 people and gives every long-term client team its own project room.',
    date: '2026-10-06',
    content: {
      headline: 'Room for 150 engineers, designers and consultants, ready in January 2027',
      summary:
        'Acme Technologies is opening a second delivery centre in Ahmedabad, ten minutes from our current office. The new floor plates give every long-term client a dedicated project room, add a usability lab for design research and a training hall for our graduate programme, and run on a fully redundant power and network setup so delivery never stops.',
      keyPoints: [
        'Capacity for 150 people across engineering, design, QA and Salesforce consulting',
        'Dedicated project rooms and a usability lab with screen and session recording',
        'Redundant power and dual internet links for uninterrupted delivery and support',
      ],
      expertOpinion: {
        quote:
          'Clients tell us the best part of working with us is a stable team that knows their product. The new centre lets us grow without breaking up those teams.',
        name: 'Priya Desai',
        role: 'Chief Operating Officer',
      },
      futureOutlook:
        'The first teams move in January 2027. Over the following year we plan to hire 60 more engineers and designers in Ahmedabad, with the graduate programme starting its first cohort in the new training hall.',
    },
  },
  {
    slug: 'ai-and-machine-learning-practice',
    image: '/news/ai-practice.svg',
    alt: 'Illustration of a neural network linking a chat window, a chart and a document',
    title: 'Launching Our AI & Machine Learning Practice',
    description:
      'A dedicated team now helps clients put AI to work: document automation, forecasting and assistants grounded in their own data.',
    date: '2026-08-18',
    content: {
      headline: 'From proof of concept to production AI in twelve weeks',
      summary:
        'After two years of AI projects inside our web and mobile work, we have formed a dedicated AI & Machine Learning practice of 18 specialists. The team runs short discovery sprints to find where AI pays off, builds on the client\u2019s own data, and takes models into production with the monitoring, security and cost controls that real businesses need.',
      keyPoints: [
        'Discovery sprints of two weeks that end in a costed plan and a working prototype',
        'Assistants, document automation and forecasting built on the client\u2019s own data',
        'Production MLOps: evaluation, monitoring, access control and predictable running costs',
      ],
      expertOpinion: {
        quote:
          'Most companies do not need a moonshot. They need one well-chosen process that AI makes faster and cheaper, measured from the first week.',
        name: 'Arjun Mehta',
        role: 'Chief Executive Officer',
      },
      futureOutlook:
        'Next year the practice will add industry accelerators for manufacturing, healthcare and financial services, and every Acme engineer will complete our internal course on building responsibly with AI.',
    },
  },
  {
    slug: 'iso-27001-certification',
    image: '/news/iso-certification.svg',
    alt: 'Illustration of a shield with a padlock beside a certificate with a seal',
    title: 'Acme Technologies Is Now ISO/IEC 27001:2022 Certified',
    description:
      'An independent audit confirms that our information security management meets the international standard.',
    date: '2026-06-23',
    content: {
      headline: 'Client data protected by a certified, audited security management system',
      summary:
        'Acme Technologies has been certified to ISO/IEC 27001:2022 after an independent audit by an accredited certification body. The certificate covers software development, cloud operations, Salesforce consulting and support from our Ahmedabad office, and confirms that security is managed systematically: from access control and secure coding to supplier checks and incident response.',
      keyPoints: [
        'Certification covers every delivery and support service we offer',
        'Annual surveillance audits and a full recertification every three years',
        'Security training, background checks and least-privilege access for every team member',
      ],
      expertOpinion: {
        quote:
          'Our clients trust us with their customers\u2019 data. Certification means that trust rests on controls an auditor has checked, not on our word alone.',
        name: 'Priya Desai',
        role: 'Chief Operating Officer',
      },
      futureOutlook:
        'We are now working towards ISO/IEC 27701 for privacy information management and SOC 2 Type II reporting, so clients in regulated industries can complete their vendor assessments faster.',
    },
  },
] as const satisfies readonly NewsItem[];
