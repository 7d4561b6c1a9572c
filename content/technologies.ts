import type { TechLogoName } from './tech-logos';

/** One technology; `logo` names its simple-icons logo where one exists. */
export type Technology = { name: string; logo?: TechLogoName };

export type TechnologyCategory = {
  id: string;
  label: string;
  technologies: readonly Technology[];
};

export const technologiesSection = {
  heading: 'Technologies & Tools',
  intro:
    'We choose proven, well-supported technologies for every layer of your product, and our teams know them in depth.',
  tabsLabel: 'Technology categories',
} as const;

const aws: Technology = { name: 'AWS' };
const firebase: Technology = { name: 'Firebase', logo: 'firebase' };
const go: Technology = { name: 'Go', logo: 'go' };
const googleCloud: Technology = { name: 'Google Cloud', logo: 'googlecloud' };
const gradle: Technology = { name: 'Gradle', logo: 'gradle' };
const jenkins: Technology = { name: 'Jenkins', logo: 'jenkins' };
const perl: Technology = { name: 'Perl', logo: 'perl' };
const python: Technology = { name: 'Python', logo: 'python' };
const ruby: Technology = { name: 'Ruby', logo: 'ruby' };

export const technologyCategories = [
  {
    id: 'frontend',
    label: 'Frontend',
    technologies: [
      { name: 'HTML5', logo: 'html5' },
      { name: 'CSS3', logo: 'css' },
      { name: 'JavaScript', logo: 'javascript' },
      { name: 'React JS', logo: 'react' },
      { name: 'Angular JS', logo: 'angular' },
      { name: 'TypeScript', logo: 'typescript' },
      { name: 'Vue JS', logo: 'vuedotjs' },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    technologies: [
      { name: 'PHP', logo: 'php' },
      { name: 'Java', logo: 'openjdk' },
      { name: 'Node JS', logo: 'nodedotjs' },
      python,
      ruby,
      go,
      perl,
      gradle,
      jenkins,
      googleCloud,
      aws,
      firebase,
    ],
  },
  {
    id: 'database',
    label: 'Database',
    technologies: [
      { name: 'MongoDB', logo: 'mongodb' },
      { name: 'MySQL', logo: 'mysql' },
      { name: 'PostgreSQL', logo: 'postgresql' },
      firebase,
      { name: 'Redis', logo: 'redis' },
    ],
  },
  {
    id: 'mobile',
    label: 'Mobile',
    technologies: [
      { name: 'React Native', logo: 'react' },
      { name: 'Flutter', logo: 'flutter' },
      { name: 'Ionic', logo: 'ionic' },
      { name: 'Swift', logo: 'swift' },
      { name: 'Kotlin', logo: 'kotlin' },
    ],
  },
  { id: 'cybersecurity', label: 'Cybersecurity', technologies: [ruby, python, go, perl] },
  { id: 'ai-ml', label: 'AI/ML', technologies: [python, { name: 'R', logo: 'r' }] },
  { id: 'devops', label: 'DevOps', technologies: [googleCloud, aws, gradle, jenkins] },
] as const satisfies readonly TechnologyCategory[];

export function getTechnologyCategories(): readonly TechnologyCategory[] {
  return technologyCategories;
}
