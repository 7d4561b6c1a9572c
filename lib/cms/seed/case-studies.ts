/**
 * The case studies the site opened with.
 * The first content of the CMS collection, loaded once by the migration that seeds a fresh
 * database (lib/cms/seed). Edits happen in the editor at /admin; this file is not read by the site.
 */
import type { CaseStudy } from '@/content/portfolio';

export const seedCaseStudies = [
  {
    id: 'textile-export-ordering',
    title: 'Online ordering for a textile exporter',
    industry: 'Manufacturing & Export',
    client: 'A Gujarat-based textile exporter shipping to 20+ countries',
    duration: '5 months',
    challenge:
      'Orders from overseas buyers arrived by e-mail and spreadsheet, were re-typed into Tally and tracked on a whiteboard. Confirming an order took three days and buyers phoned constantly to ask about production status.',
    solution:
      'We built a buyer portal where importers place and track orders themselves, connected to the accounting system and the production floor.',
    built: [
      'Buyer portal with catalogue, price lists per buyer and repeat orders',
      'Two-way Tally integration for invoices, stock and payments',
      'Production tracking updated from tablets on the factory floor',
      'Automatic shipment and document e-mails for each order',
    ],
    stack: ['Next.js', 'Node.js', 'PostgreSQL', 'AWS', 'Tally integration'],
    outcomes: [
      { value: '3 days to 4 hours', label: 'order confirmation time' },
      { value: '−60%', label: 'status calls and e-mails' },
      { value: '+25%', label: 'repeat orders in the first year' },
    ],
    art: 'orders',
  },
  {
    id: 'clinic-patient-app',
    title: 'Patient app for a chain of clinics',
    industry: 'Healthcare',
    client: 'A chain of multi-specialty clinics in western India',
    duration: '6 months',
    challenge:
      'Appointments were booked by phone, one in five patients did not turn up, and lab reports were handed out on paper. The front desk spent most of the day on the telephone.',
    solution:
      'We designed and built a patient app and booking system with reminders, digital reports and teleconsultation, used by patients in English, Hindi and Gujarati.',
    built: [
      'iOS and Android app for booking, payments and digital lab reports',
      'Doctor schedule management for 14 clinics',
      'WhatsApp and SMS reminders 24 hours and 2 hours before each visit',
      'Video consultations with e-prescriptions',
    ],
    stack: ['React Native', 'Node.js', 'MongoDB', 'Firebase', 'WhatsApp Business API'],
    outcomes: [
      { value: '−32%', label: 'missed appointments' },
      { value: '60%', label: 'of bookings made in the app within six months' },
      { value: '4.7★', label: 'average store rating' },
    ],
    art: 'clinic',
  },
  {
    id: 'lender-salesforce-origination',
    title: 'Salesforce loan origination for a lender',
    industry: 'Financial Services',
    client: 'A mid-sized non-banking finance company with 40 branches',
    duration: '4 months',
    challenge:
      'Loan applications moved between branches and head office as scanned PDFs. Nobody could say where a file was, KYC checks were repeated, and approvals took more than a week.',
    solution:
      'We implemented Salesforce Financial Services Cloud with a guided application flow, automated KYC checks and a clear approval path for every loan product.',
    built: [
      'Guided loan application flow for branch officers and partners',
      'Integrations with credit bureau, PAN and bank-statement analysis services',
      'Approval matrix by product, amount and risk score',
      'Dashboards for branch, region and head office',
    ],
    stack: ['Salesforce Financial Services Cloud', 'Apex', 'Lightning Web Components', 'MuleSoft'],
    outcomes: [
      { value: '7 days to 48 hours', label: 'average loan turnaround' },
      { value: '3×', label: 'applications handled per officer' },
      { value: '100%', label: 'of files traceable at every step' },
    ],
    art: 'lending',
  },
  {
    id: 'd2c-storefront',
    title: 'A faster storefront for a fashion brand',
    industry: 'Retail & E-commerce',
    client: 'A direct-to-consumer ethnic-wear brand selling across India',
    duration: '3 months',
    challenge:
      'The online store took almost six seconds to load on a mid-range phone, most visitors came from mobile, and two out of three left before the product page appeared.',
    solution:
      'We rebuilt the storefront as a fast, server-rendered front end on top of the existing commerce platform, and redesigned product and checkout pages for mobile.',
    built: [
      'Headless storefront with server rendering and image optimisation',
      'Mobile-first product, cart and checkout pages',
      'UPI, card and cash-on-delivery payments',
      'Search with filters by size, colour, fabric and occasion',
    ],
    stack: ['Next.js', 'TypeScript', 'Shopify Storefront API', 'Vercel', 'Algolia'],
    outcomes: [
      { value: '5.8 s to 1.6 s', label: 'load time on a mid-range phone' },
      { value: '+18%', label: 'mobile conversion rate' },
      { value: '45 to 96', label: 'Lighthouse performance score' },
    ],
    art: 'storefront',
  },
  {
    id: 'logistics-cloud-migration',
    title: 'Cloud migration for a logistics company',
    industry: 'Logistics',
    client: 'A freight and warehousing company operating from Mundra and Kandla ports',
    duration: '5 months',
    challenge:
      'The tracking platform ran on two ageing servers in the office. Releases were manual and monthly, outages during the peak season cost customers, and nobody dared to touch the setup.',
    solution:
      'We moved the platform to AWS with infrastructure as code, containerised the services and introduced automated testing and deployment.',
    built: [
      'AWS landing zone with separate staging and production accounts',
      'Containerised services on Kubernetes (EKS) with auto-scaling',
      'CI/CD pipelines with automated tests and one-click rollback',
      'Monitoring, alerting and a runbook for the client\u2019s team',
    ],
    stack: ['AWS', 'Terraform', 'Kubernetes', 'GitHub Actions', 'Grafana'],
    outcomes: [
      { value: '99.95%', label: 'uptime through the peak season' },
      { value: 'Monthly to daily', label: 'release frequency' },
      { value: '−35%', label: 'hosting costs' },
    ],
    art: 'cloud',
  },
  {
    id: 'edtech-learning-platform',
    title: 'A learning platform redesign',
    industry: 'Education',
    client: 'An online test-preparation company with 200,000 learners',
    duration: '4 months',
    challenge:
      'Learners found courses hard to navigate, the web and app designs had drifted apart, and an accessibility review had found problems for screen-reader and keyboard users.',
    solution:
      'We ran user research with learners and teachers, built a shared design system and redesigned the course experience on web and mobile to WCAG 2.2 AA.',
    built: [
      'User research with 40 learners and 12 teachers',
      'A design system in Figma and React used by web and app teams',
      'Redesigned course, lesson and practice-test screens',
      'Accessibility fixes and an audit checklist for future releases',
    ],
    stack: ['Figma', 'React', 'Storybook', 'Flutter', 'axe-core'],
    outcomes: [
      { value: '+22%', label: 'course completion rate' },
      { value: '−40%', label: 'navigation-related support tickets' },
      { value: 'WCAG 2.2 AA', label: 'accessibility conformance' },
    ],
    art: 'learning',
  },
] as const satisfies readonly CaseStudy[];
