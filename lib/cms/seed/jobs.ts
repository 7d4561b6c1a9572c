/**
 * The positions the site opened with.
 * The first content of the CMS collection, loaded once by the migration that seeds a fresh
 * database (lib/cms/seed). Edits happen in the editor at /admin; this file is not read by the site.
 */
import type { Job } from '@/content/jobs';

export const seedJobs = [
  {
    slug: 'senior-frontend-developer',
    title: 'Senior Frontend Developer',
    department: 'Engineering',
    workMode: 'Hybrid',
    locations: ['Ahmedabad, Gujarat'],
    type: 'Full-time',
    experience: { min: 5, max: 8, label: '5-8 years' },
    datePosted: '2026-11-02',
    validThrough: '2027-01-31',
    salary: { min: 1_800_000, max: 2_800_000, currency: 'INR', unit: 'YEAR' },
    skills: ['React', 'Next.js', 'TypeScript', 'Accessibility', 'Testing'],
    summary:
      'Lead the frontend of client web applications in React and Next.js, from architecture to accessible, fast interfaces.',
    about:
      'Our web team builds customer portals, dashboards and e-commerce platforms for clients in retail, logistics and financial services. As a Senior Frontend Developer you own the frontend of one or two of these products: you shape the architecture with our tech lead, turn designs into fast, accessible interfaces and help the developers around you grow.',
    responsibilities: [
      'Design and build web applications with React, Next.js and TypeScript.',
      'Set frontend architecture, state management and testing practices for your projects.',
      'Work with designers to turn Figma designs into accessible, responsive interfaces.',
      'Keep pages fast: measure Core Web Vitals and fix what slows them down.',
      'Review code and mentor two to four developers.',
      'Join client calls to estimate features and explain technical trade-offs.',
    ],
    requirements: [
      'Five or more years of professional frontend development.',
      'Strong JavaScript and TypeScript, and deep experience with React.',
      'Solid HTML and CSS, including responsive layout and accessibility (WCAG).',
      'Experience with automated tests (Jest, Testing Library, Playwright or similar).',
      'Clear written and spoken English for working with international clients.',
    ],
    niceToHave: [
      'Production experience with Next.js server components.',
      'Tailwind CSS or a design-system project behind you.',
      'Some backend work with Node.js.',
    ],
  },
  {
    slug: 'product-manager',
    title: 'Product Manager',
    department: 'Product',
    workMode: 'On-site',
    locations: ['Ahmedabad, Gujarat'],
    type: 'Full-time',
    experience: { min: 4, max: 7, label: '4-7 years' },
    datePosted: '2026-10-27',
    validThrough: '2027-01-15',
    salary: { min: 2_000_000, max: 3_000_000, currency: 'INR', unit: 'YEAR' },
    skills: ['Product discovery', 'Agile', 'Analytics', 'Stakeholder management'],
    summary:
      'Own the roadmap of client products, turning business goals into clear priorities for design and engineering teams.',
    about:
      'Our clients come to us with a business goal, not a backlog. As a Product Manager you find out what their users need, decide with the client what to build first, and keep a team of designers and engineers focused on outcomes. You work closely with our delivery managers and report to the Head of Delivery.',
    responsibilities: [
      'Run discovery with clients and their users: interviews, workshops and data analysis.',
      'Write clear product requirements and user stories with acceptance criteria.',
      'Own and prioritise the product backlog and the release plan.',
      'Define success metrics and report progress to client stakeholders.',
      'Work daily with designers, engineers and QA to ship in small, frequent releases.',
    ],
    requirements: [
      'Four or more years in product management or business analysis for software products.',
      'Experience running agile teams with Scrum or Kanban.',
      'Comfort with product analytics and basic SQL.',
      'Excellent communication with both technical teams and business stakeholders.',
    ],
    niceToHave: [
      'Background in a software services company or agency.',
      'Experience with B2B SaaS or marketplace products.',
      'A certification such as CSPO or PSPO.',
    ],
  },
  {
    slug: 'ux-ui-designer',
    title: 'UX/UI Designer',
    department: 'Design',
    workMode: 'Remote',
    locations: ['Ahmedabad, Gujarat'],
    remoteIn: { name: 'India', code: 'IN' },
    type: 'Full-time',
    experience: { min: 2, max: 5, label: '2-5 years' },
    datePosted: '2026-11-09',
    validThrough: '2027-02-15',
    salary: { min: 900_000, max: 1_500_000, currency: 'INR', unit: 'YEAR' },
    skills: ['Figma', 'User research', 'Design systems', 'Accessibility'],
    summary:
      'Design web and mobile products end to end, from research and wireframes to polished, accessible interfaces.',
    about:
      'Our design team works on everything from banking apps to internal tools for manufacturers. As a UX/UI Designer you take features from research to final screens, build and maintain design systems in Figma, and stay with the engineers until what ships matches what was designed.',
    responsibilities: [
      'Plan and run user research, usability tests and design reviews.',
      'Create user flows, wireframes, prototypes and high-fidelity designs in Figma.',
      'Build and maintain design systems and component libraries.',
      'Design for accessibility from the start, following WCAG 2.2.',
      'Present your work to clients and explain the reasoning behind it.',
    ],
    requirements: [
      'Two or more years of product design for web or mobile.',
      'A portfolio that shows your process, not only final screens.',
      'Strong Figma skills, including components, variants and auto layout.',
      'A working knowledge of accessibility and responsive design.',
    ],
    niceToHave: [
      'Motion design or prototyping experience.',
      'Basic HTML and CSS.',
      'Experience designing for Indian regional languages.',
    ],
  },
  {
    slug: 'devops-engineer',
    title: 'DevOps Engineer',
    department: 'Engineering',
    workMode: 'Hybrid',
    locations: ['Ahmedabad, Gujarat', 'Gandhinagar, Gujarat'],
    type: 'Full-time',
    experience: { min: 3, max: 6, label: '3-6 years' },
    datePosted: '2026-11-12',
    validThrough: '2027-01-31',
    salary: { min: 1_200_000, max: 2_000_000, currency: 'INR', unit: 'YEAR' },
    skills: ['AWS', 'Kubernetes', 'Terraform', 'CI/CD', 'Linux'],
    summary:
      'Build and run the cloud platforms, CI/CD pipelines and monitoring behind our clients’ production systems.',
    about:
      'We run production systems for our clients on AWS and Azure. As a DevOps Engineer you automate how those systems are built, deployed and watched: infrastructure as code, pipelines that ship several times a day, and monitoring that wakes the right person for the right reason.',
    responsibilities: [
      'Build and maintain infrastructure as code with Terraform.',
      'Design CI/CD pipelines with GitHub Actions, GitLab CI or Azure DevOps.',
      'Run containerised workloads on Kubernetes and managed container services.',
      'Set up monitoring, logging and alerting, and take part in an on-call rotation.',
      'Improve security, backup and cost efficiency of client environments.',
    ],
    requirements: [
      'Three or more years in DevOps, SRE or systems engineering.',
      'Hands-on experience with AWS or Azure.',
      'Good Linux skills and scripting in Bash or Python.',
      'Experience with Docker and Kubernetes in production.',
    ],
    niceToHave: [
      'An AWS, Azure or Kubernetes certification.',
      'Experience with Prometheus, Grafana or the ELK stack.',
      'Familiarity with ISO 27001 or SOC 2 controls.',
    ],
  },
  {
    slug: 'marketing-specialist',
    title: 'Marketing Specialist',
    department: 'Marketing',
    workMode: 'On-site',
    locations: ['Ahmedabad, Gujarat'],
    type: 'Full-time',
    experience: { min: 2, max: 4, label: '2-4 years' },
    datePosted: '2026-11-16',
    skills: ['SEO', 'Content marketing', 'Google Ads', 'Analytics'],
    summary:
      'Plan and run B2B campaigns, content and events that bring qualified enquiries from businesses in India and abroad.',
    about:
      'Most of our new clients find us through referrals, our case studies and search. As a Marketing Specialist you make that happen on purpose: you plan campaigns, write and commission content with our engineers, run our website and social channels, and measure what turns into real enquiries.',
    responsibilities: [
      'Plan and run campaigns across search, LinkedIn and e-mail.',
      'Write case studies, blog posts and newsletters with our delivery teams.',
      'Manage the company website content and its search performance.',
      'Organise webinars and represent the company at technology events.',
      'Report on leads, conversions and campaign return to the leadership team.',
    ],
    requirements: [
      'Two or more years in B2B or technology marketing.',
      'Excellent written English.',
      'Experience with Google Analytics, Google Ads and LinkedIn Campaign Manager.',
      'A good understanding of SEO basics.',
    ],
    niceToHave: [
      'Experience with HubSpot or Salesforce Marketing Cloud.',
      'Basic design skills in Figma or Canva.',
      'Knowledge of the IT services market.',
    ],
  },
  {
    slug: 'data-scientist',
    title: 'Data Scientist',
    department: 'Engineering',
    workMode: 'Hybrid',
    locations: ['Ahmedabad, Gujarat', 'Gandhinagar, Gujarat'],
    type: 'Full-time',
    experience: { min: 3, label: '3+ years' },
    datePosted: '2026-11-05',
    validThrough: '2027-02-28',
    skills: ['Python', 'SQL', 'Machine learning', 'Analytics'],
    summary:
      'Turn client data into forecasting, recommendation and analytics solutions that go into production.',
    about:
      'Clients ask us to forecast demand, detect fraud, recommend products and make sense of their documents. As a Data Scientist you work from the business question to a model in production: exploring the data, choosing the simplest approach that works, and building it with our engineers so it runs reliably.',
    responsibilities: [
      'Explore and prepare client data with Python, SQL and pandas.',
      'Build, evaluate and explain machine-learning models.',
      'Put models into production with our engineering and DevOps teams.',
      'Design dashboards and reports that decision makers actually use.',
      'Present findings and recommendations to client stakeholders.',
    ],
    requirements: [
      'Three or more years in data science or machine learning.',
      'Strong Python and SQL, and experience with scikit-learn or similar libraries.',
      'A solid grounding in statistics and experiment design.',
      'A degree in computer science, statistics, mathematics or a related field.',
    ],
    niceToHave: [
      'Experience with large language models and retrieval-augmented generation.',
      'Cloud machine-learning services such as SageMaker or Azure ML.',
      'Experience with Power BI or Tableau.',
    ],
  },
  {
    slug: 'qa-automation-engineer',
    title: 'QA Automation Engineer',
    department: 'Engineering',
    workMode: 'On-site',
    locations: ['Ahmedabad, Gujarat'],
    type: 'Full-time',
    experience: { min: 2, max: 5, label: '2-5 years' },
    datePosted: '2026-09-21',
    validThrough: '2026-11-15',
    salary: { min: 700_000, max: 1_200_000, currency: 'INR', unit: 'YEAR' },
    skills: ['Playwright', 'TypeScript', 'CI/CD', 'Testing'],
    summary:
      'Build the automated tests that let our web and mobile teams release every week with confidence.',
    about:
      'Our delivery teams release client web and mobile applications every week. As a QA Automation Engineer you design the test strategy with each team, automate the end-to-end and API tests that guard every release, and help developers write tests that catch problems early.',
    responsibilities: [
      'Automate end-to-end tests of web applications with Playwright or Cypress.',
      'Write API tests and run them in the continuous-integration pipeline.',
      'Plan releases with the team and report on quality in plain words.',
      'Reproduce and document defects clearly, with the steps and evidence developers need.',
    ],
    requirements: [
      'Two or more years of test automation on web applications.',
      'Good JavaScript or TypeScript.',
      'Experience with CI pipelines such as GitHub Actions or GitLab CI.',
    ],
    niceToHave: [
      'Mobile test automation with Appium or Detox.',
      'Performance testing with k6 or JMeter.',
      'An ISTQB certification.',
    ],
  },
] as const satisfies readonly Job[];
