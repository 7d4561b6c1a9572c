import { contactAbout } from './enquiry';
import type { IllustrationName } from './portfolio';
import type { NavLink } from './types';

export type CloudOfferingIcon =
  | 'migration'
  | 'architecture'
  | 'kubernetes'
  | 'serverless'
  | 'cost'
  | 'backup'
  | 'security'
  | 'monitoring';

export type CloudOffering = { title: string; text: string; icon: CloudOfferingIcon };

export const cloudServicesPage = {
  title: 'Cloud Computing Services',
  breadcrumb: 'Cloud Services',
  subtitle:
    'Move to the cloud with confidence and run it well: migration, architecture, Kubernetes, serverless and round-the-clock operations on AWS, Azure and Google Cloud.',
  description:
    'Cloud migration, architecture on AWS, Azure and Google Cloud, managed Kubernetes, serverless, cost optimization, backup and disaster recovery, security and 24/7 monitoring from Acme Technologies.',
  heroCta: { label: 'Get a Free Consultation', href: contactAbout('cloud-services') },
  intro: {
    title: 'Cloud Solutions That Grow With Your Business',
    description:
      'Whether you are leaving an ageing data centre, modernizing a monolith or scaling a product that has outgrown its first server, our cloud engineers design the platform around your workload, your budget and your compliance needs, then stay on to run it.',
    bullets: [
      'Vendor-neutral advice across AWS, Microsoft Azure and Google Cloud',
      'Infrastructure defined as code, reviewed and repeatable in every environment',
      'Security, backups and monitoring built in from day one, not bolted on later',
      'Clear monthly reports on uptime, incidents and what your cloud really costs',
    ],
    action: { label: 'Contact Us', href: contactAbout('cloud-services') },
    illustration: 'cloud-services',
  },
  offerings: {
    heading: 'Our Cloud Services',
    intro:
      'Eight ways we help teams plan, build and operate cloud platforms, from the first assessment to day-to-day support.',
    items: [
      {
        icon: 'migration',
        title: 'Cloud Migration',
        text: 'We assess every application, choose to rehost, replatform or refactor it, and move it in planned waves with tested rollback and minimal downtime.',
      },
      {
        icon: 'architecture',
        title: 'Cloud Architecture on AWS, Azure & Google Cloud',
        text: 'Well-architected landing zones with secure networking, identity and account structure, designed for the availability and scale your business needs.',
      },
      {
        icon: 'kubernetes',
        title: 'Managed Kubernetes',
        text: 'Production-ready clusters on Amazon EKS, Azure AKS or Google GKE with autoscaling, GitOps deployments, version upgrades and patching handled for you.',
      },
      {
        icon: 'serverless',
        title: 'Serverless Applications',
        text: 'Event-driven APIs and background jobs on AWS Lambda, Azure Functions and Google Cloud Run that scale to zero and cost nothing when idle.',
      },
      {
        icon: 'cost',
        title: 'Cloud Cost Optimization',
        text: 'Rightsizing, reserved capacity and savings plans, storage tiering and cost-allocation tags, with a monthly report that shows where every rupee goes.',
      },
      {
        icon: 'backup',
        title: 'Backup & Disaster Recovery',
        text: 'Automated, encrypted backups, cross-region replication and recovery runbooks we rehearse with you, so recovery point and time objectives are met, not hoped for.',
      },
      {
        icon: 'security',
        title: 'Cloud Security & Compliance',
        text: 'Least-privilege access, encryption at rest and in transit, hardened images and audit logging that support ISO 27001, SOC 2, GDPR and DPDP Act requirements.',
      },
      {
        icon: 'monitoring',
        title: '24/7 Monitoring & Support',
        text: 'Dashboards, alerting and an on-call team that watches your platform around the clock and responds to incidents before your customers notice them.',
      },
    ],
  },
} as const satisfies {
  title: string;
  breadcrumb: string;
  subtitle: string;
  description: string;
  heroCta: NavLink;
  intro: {
    title: string;
    description: string;
    bullets: readonly string[];
    action: NavLink;
    illustration: IllustrationName;
  };
  offerings: { heading: string; intro: string; items: readonly CloudOffering[] };
};
