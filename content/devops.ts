import { contactAbout } from './enquiry';
import type { Technology } from './technologies';
import type { NavLink, Statistic } from './types';

export type TechCategoryIcon =
  'cloud' | 'containers' | 'pipeline' | 'code' | 'monitoring' | 'security';

export type TechCategory = {
  name: string;
  icon: TechCategoryIcon;
  tools: readonly Technology[];
};

export type DevOpsService = {
  title: string;
  text: string;
  icon: TechCategoryIcon;
  features: readonly string[];
};

export type MethodologyStep = { title: string; duration: string; text: string };

export const devopsPage = {
  title: 'DevOps Consulting & Services',
  breadcrumb: 'DevOps',
  subtitle:
    'Release faster and sleep better: automated pipelines, reproducible infrastructure and monitoring that catches problems before your customers do.',
  description:
    'DevOps services from Acme Technologies: CI/CD automation, infrastructure as code, Kubernetes, cloud operations, observability and DevSecOps, delivered in five clear steps.',
  ctas: [
    { label: 'Get Started', href: contactAbout('devops') },
    { label: 'Schedule a Consultation', href: contactAbout('devops') },
  ],
  stats: {
    heading: 'DevOps Results in Numbers',
    items: [
      { value: '500+', label: 'Projects Delivered' },
      { value: '99.9%', label: 'Uptime Achieved' },
      { value: '24/7', label: 'Monitoring & Support' },
      { value: '150+', label: 'Happy Clients' },
    ],
  },
  techStack: {
    heading: 'Our Technology Stack',
    intro: 'Proven, widely supported tools, chosen to fit your team rather than our habits.',
    categories: [
      {
        name: 'Cloud Platforms',
        icon: 'cloud',
        tools: [
          { name: 'AWS' },
          { name: 'Microsoft Azure' },
          { name: 'Google Cloud', logo: 'googlecloud' },
          { name: 'DigitalOcean', logo: 'digitalocean' },
        ],
      },
      {
        name: 'Containers & Orchestration',
        icon: 'containers',
        tools: [
          { name: 'Docker', logo: 'docker' },
          { name: 'Kubernetes', logo: 'kubernetes' },
          { name: 'Helm', logo: 'helm' },
          { name: 'Istio', logo: 'istio' },
        ],
      },
      {
        name: 'CI/CD',
        icon: 'pipeline',
        tools: [
          { name: 'Jenkins', logo: 'jenkins' },
          { name: 'GitHub Actions', logo: 'githubactions' },
          { name: 'GitLab CI', logo: 'gitlab' },
          { name: 'Argo CD', logo: 'argo' },
        ],
      },
      {
        name: 'Infrastructure as Code',
        icon: 'code',
        tools: [
          { name: 'Terraform', logo: 'terraform' },
          { name: 'Ansible', logo: 'ansible' },
          { name: 'Pulumi', logo: 'pulumi' },
          { name: 'Packer', logo: 'packer' },
        ],
      },
      {
        name: 'Monitoring & Logging',
        icon: 'monitoring',
        tools: [
          { name: 'Prometheus', logo: 'prometheus' },
          { name: 'Grafana', logo: 'grafana' },
          { name: 'Elasticsearch', logo: 'elasticsearch' },
          { name: 'OpenTelemetry', logo: 'opentelemetry' },
        ],
      },
      {
        name: 'Security',
        icon: 'security',
        tools: [
          { name: 'HashiCorp Vault', logo: 'vault' },
          { name: 'Snyk', logo: 'snyk' },
          { name: 'Trivy', logo: 'trivy' },
          { name: 'OWASP ZAP', logo: 'owasp' },
        ],
      },
    ],
  },
  services: {
    heading: 'Our DevOps Services',
    intro: 'Six services you can take on their own or combine into one end-to-end engagement.',
    items: [
      {
        icon: 'pipeline',
        title: 'CI/CD Pipeline Automation',
        text: 'Every commit built, tested and deployed the same way, so releases become routine instead of events.',
        features: [
          'Automated builds, tests and quality gates',
          'Blue-green and canary deployments',
          'One-click rollback',
          'Pipeline templates your teams can reuse',
        ],
      },
      {
        icon: 'code',
        title: 'Infrastructure as Code',
        text: 'Your servers, networks and permissions described in version-controlled code and reviewed like any other change.',
        features: [
          'Terraform and Pulumi modules',
          'Identical development, staging and production',
          'Drift detection and policy checks',
          'Configuration management with Ansible',
        ],
      },
      {
        icon: 'containers',
        title: 'Containerization & Kubernetes',
        text: 'Applications packaged once and run anywhere, on clusters that scale with demand and heal themselves.',
        features: [
          'Dockerizing existing applications',
          'Kubernetes cluster design and setup',
          'Helm charts and GitOps with Argo CD',
          'Autoscaling and zero-downtime upgrades',
        ],
      },
      {
        icon: 'cloud',
        title: 'Cloud Infrastructure Management',
        text: 'Day-to-day operation of your AWS, Azure or Google Cloud estate, kept secure, current and cost-effective.',
        features: [
          'Landing zones and account structure',
          'Patching, upgrades and capacity planning',
          'Cost reviews and rightsizing',
          'Backup and disaster recovery drills',
        ],
      },
      {
        icon: 'monitoring',
        title: 'Monitoring & Observability',
        text: 'Metrics, logs and traces in one place, with alerts that reach the right person and mean something.',
        features: [
          'Dashboards with Prometheus and Grafana',
          'Centralized logging and tracing',
          'Service-level objectives and error budgets',
          'On-call runbooks and incident reviews',
        ],
      },
      {
        icon: 'security',
        title: 'DevSecOps',
        text: 'Security checks built into the pipeline, so vulnerabilities are caught in minutes rather than in audits.',
        features: [
          'Dependency and container image scanning',
          'Secrets management with Vault',
          'Least-privilege access and audit trails',
          'Compliance evidence collected automatically',
        ],
      },
    ],
  },
  methodology: {
    heading: 'Our DevOps Methodology',
    intro:
      'Five steps with honest timelines. Most teams see their first automated release within a month.',
    steps: [
      {
        title: 'Assessment & Analysis',
        duration: '1-2 weeks',
        text: 'We review your code, infrastructure, release process and team practices, and measure where time is lost.',
      },
      {
        title: 'Strategy & Planning',
        duration: '1 week',
        text: 'We agree on target architecture, tooling and a phased roadmap with clear success metrics.',
      },
      {
        title: 'Implementation & Setup',
        duration: '2-8 weeks',
        text: 'We build the pipelines, infrastructure code and monitoring, working alongside your engineers.',
      },
      {
        title: 'Testing & Deployment',
        duration: '1-2 weeks',
        text: 'We load-test, rehearse failures and roll out to production in stages, with rollback ready.',
      },
      {
        title: 'Optimization & Support',
        duration: 'Ongoing',
        text: 'We tune performance and cost, train your team and provide 24/7 support as long as you need it.',
      },
    ],
  },
  closing: {
    heading: 'Ready to Ship Faster With Less Risk?',
    text: 'Tell us how you build and release software today. We will suggest the first three improvements, free of charge.',
  },
} as const satisfies {
  title: string;
  breadcrumb: string;
  subtitle: string;
  description: string;
  ctas: readonly NavLink[];
  stats: { heading: string; items: readonly Statistic[] };
  techStack: { heading: string; intro: string; categories: readonly TechCategory[] };
  services: { heading: string; intro: string; items: readonly DevOpsService[] };
  methodology: { heading: string; intro: string; steps: readonly MethodologyStep[] };
  closing: { heading: string; text: string };
};
