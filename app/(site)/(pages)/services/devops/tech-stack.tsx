import { TitledSection } from '@/components/sections/titled-section';
import type { IconComponent } from '@/components/ui/icons';
import { TechLogo } from '@/components/ui/tech-logo';
import type { TechCategory } from '@/content/devops';
import type { Technology } from '@/content/technologies';
import { categoryIcons } from './category-icons';

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
                    key={tool.name}
                    className="flex min-h-11 items-center gap-2 rounded-xl bg-slate-50 px-3 text-sm font-medium text-slate-800"
                  >
                    <ToolLogo tool={tool} fallback={CategoryIcon} />
                    {tool.name}
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

/** The tool's logo file where simple-icons has one (AWS and Azure do not), else its category's icon. */
function ToolLogo({ tool, fallback: Fallback }: { tool: Technology; fallback: IconComponent }) {
  if (!tool.logo) return <Fallback aria-hidden="true" className="size-4 shrink-0 text-slate-600" />;
  return <TechLogo name={tool.logo} className="size-4 shrink-0" />;
}
