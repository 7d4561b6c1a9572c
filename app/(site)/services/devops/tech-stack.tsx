import {
  siAnsible,
  siArgo,
  siDigitalocean,
  siDocker,
  siElasticsearch,
  siGithubactions,
  siGitlab,
  siGooglecloud,
  siGrafana,
  siHelm,
  siIstio,
  siJenkins,
  siKubernetes,
  siOpentelemetry,
  siOwasp,
  siPacker,
  siPrometheus,
  siPulumi,
  siSnyk,
  siTerraform,
  siTrivy,
  siVault,
  type SimpleIcon,
} from 'simple-icons';
import type { LucideIcon } from 'lucide-react';
import type { TechCategory } from '@/content/types';
import { categoryIcons } from './category-icons';
import { TitledSection } from '@/components/sections/titled-section';

/** Logos where simple-icons has one (AWS and Azure do not); others show their category icon. */
const logos: Partial<Record<string, SimpleIcon>> = {
  'Google Cloud': siGooglecloud,
  DigitalOcean: siDigitalocean,
  Docker: siDocker,
  Kubernetes: siKubernetes,
  Helm: siHelm,
  Istio: siIstio,
  Jenkins: siJenkins,
  'GitHub Actions': siGithubactions,
  'GitLab CI': siGitlab,
  'Argo CD': siArgo,
  Terraform: siTerraform,
  Ansible: siAnsible,
  Pulumi: siPulumi,
  Packer: siPacker,
  Prometheus: siPrometheus,
  Grafana: siGrafana,
  Elasticsearch: siElasticsearch,
  OpenTelemetry: siOpentelemetry,
  'HashiCorp Vault': siVault,
  Snyk: siSnyk,
  Trivy: siTrivy,
  'OWASP ZAP': siOwasp,
};

type TechStackProps = { heading: string; intro: string; categories: readonly TechCategory[] };

export function TechStack({ heading, intro, categories }: TechStackProps) {
  return (
    <TitledSection heading={heading} intro={intro}>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => {
          const CategoryIcon = categoryIcons[category.icon];
          return (
            <div key={category.name} className="rounded-3xl border border-slate-200 bg-white p-6">
              <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
                <CategoryIcon aria-hidden="true" className="size-6 text-brand-700" />
                {category.name}
              </h3>
              <ul className="mt-4 grid grid-cols-2 gap-2">
                {category.tools.map((tool) => (
                  <li
                    key={tool}
                    className="flex min-h-11 items-center gap-2 rounded-xl bg-slate-50 px-3 text-sm font-medium text-slate-800"
                  >
                    <ToolLogo tool={tool} fallback={CategoryIcon} />
                    {tool}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </TitledSection>
  );
}

function ToolLogo({ tool, fallback: Fallback }: { tool: string; fallback: LucideIcon }) {
  const logo = logos[tool];
  if (!logo) return <Fallback aria-hidden="true" className="size-4 shrink-0 text-slate-600" />;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 fill-slate-700">
      <path d={logo.path} />
    </svg>
  );
}
