import { TitledSection } from '@/components/sections/titled-section';
import { Tabs } from '@/components/ui/tabs';
import { TechLogo } from '@/components/ui/tech-logo';
import {
  getTechnologyCategories,
  technologiesSection,
  type Technology,
} from '@/content/technologies';
import { initialsOf } from '@/lib/initials';

/**
 * 'Technologies & Tools': one tab per category. Logos are drawn here on the server, so their
 * paths travel as markup and never as code in the page's JavaScript.
 */
export function Technologies() {
  const tabs = getTechnologyCategories().map((category) => ({
    id: category.id,
    label: category.label,
    content: (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {category.technologies.map((technology) => (
          <li
            key={technology.name}
            className="flex min-h-28 flex-col items-center justify-center gap-3 rounded-2xl bg-white p-4 text-center font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200"
          >
            <TechnologyMark technology={technology} />
            {technology.name}
          </li>
        ))}
      </ul>
    ),
  }));

  return (
    <TitledSection
      id="technologies"
      heading={technologiesSection.heading}
      intro={technologiesSection.intro}
      band="bg-slate-50 py-16 sm:py-24"
    >
      <Tabs tabs={tabs} label={technologiesSection.tabsLabel} className="mt-10" />
    </TitledSection>
  );
}

/** The simple-icons logo, or a monogram for technologies it has no logo for (e.g. AWS). */
function TechnologyMark({ technology }: { technology: Technology }) {
  if (technology.logo) return <TechLogo name={technology.logo} className="size-10" />;
  const monogram = technology.name.length <= 3 ? technology.name : initialsOf(technology.name);
  return (
    <span
      aria-hidden="true"
      data-monogram
      className="flex size-10 items-center justify-center rounded-lg bg-slate-700 text-xs font-bold tracking-wide text-white"
    >
      {monogram}
    </span>
  );
}
