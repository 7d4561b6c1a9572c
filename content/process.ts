import type { ProcessStep } from './types';

export const processPage = {
  title: 'How We Work',
  subtitle: 'From the first conversation to launch and beyond: a process built on clarity.',
  /** The steps section's heading here, where the page's own title already says 'How We Work'. */
  stepsHeading: 'Four steps, no surprises',
  description:
    'How Acme Technologies runs software projects: discovery, planning, execution and delivery, with weekly demos, fixed milestones and support after launch.',
  principles: [
    {
      title: 'You see progress every week',
      illustration: 'process-board',
      description:
        'We work in one- or two-week iterations and show you working software at the end of each, not slides. You can change priorities between iterations without renegotiating the whole project.',
      bullets: [
        'A named project manager and a shared board you can see at any time',
        'Weekly demos and written progress notes',
        'Priorities you can reorder between iterations',
      ],
    },
    {
      title: 'Quality is part of every step',
      illustration: 'process-checklist',
      description:
        'Code review, automated tests and accessibility checks run on every change, so problems are found in days rather than at the end of the project.',
      bullets: [
        'Peer review on every change before it is merged',
        'Automated unit, integration and end-to-end tests',
        'Performance and accessibility checked against agreed budgets',
      ],
    },
    {
      title: 'We stay after launch',
      illustration: 'process-support',
      description:
        'Launch is a milestone, not the finish line. We monitor what we built, fix what we find and keep improving it with you under a support plan that fits your needs.',
      bullets: [
        'Documentation and a hand-over session for your team',
        'Monitoring, security updates and bug fixes',
        'Optional retainer for new features',
      ],
    },
  ],
} as const;

export const howWeWork = {
  intro:
    'A clear, four-step process that keeps you informed from the first conversation to launch day and beyond.',
  steps: [
    {
      title: 'Discovery',
      text: 'We learn your business goals, your users and your constraints, and agree on what success looks like.',
    },
    {
      title: 'Planning',
      text: 'We shape the scope, architecture and timeline into a plan with milestones you can hold us to.',
    },
    {
      title: 'Execution',
      text: 'We design and build in short iterations, demoing working software to you every step of the way.',
    },
    {
      title: 'Delivery',
      text: 'We launch, hand over documentation and stay on to support, monitor and improve what we built.',
    },
  ],
  cta: { label: 'Start Your Project', href: '/contact' },
} as const satisfies { intro: string; steps: readonly ProcessStep[]; cta: object };
