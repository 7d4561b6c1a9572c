import { TitledSection } from '@/components/sections/titled-section';
import { TechLogo } from '@/components/ui/tech-logo';
import { webDevelopmentPage as content } from '@/content/web-development';

export function TechnologyCards() {
  return (
    <TitledSection
      heading={content.technologiesHeading}
      intro={content.technologiesIntro}
      align="start"
      band="bg-brand-50 py-16 sm:py-20"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.technologies.map((technology) => (
          <li key={technology.name} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-50 ring-1 ring-slate-200">
              <TechLogo name={technology.logo} />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{technology.name}</h3>
            <p className="mt-2 flex-1 text-slate-700">{technology.text}</p>
            <ul className="mt-5 flex flex-wrap gap-2 text-sm">
              {technology.tools.map((tool) => (
                <li key={tool} className="rounded-full bg-brand-100 px-3 py-1 text-brand-900">
                  {tool}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
