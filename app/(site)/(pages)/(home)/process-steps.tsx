import { TitledSection } from '@/components/sections/titled-section';
import { Code, PencilRuler, Rocket, Search, type IconComponent } from '@/components/ui/icons';
import { getProcessSection, type ProcessStepIcon } from '@/content/home';

const icons: Record<ProcessStepIcon, IconComponent> = {
  discover: Search,
  design: PencilRuler,
  build: Code,
  deliver: Rocket,
};

/** The four stages of a project, joined by dotted connectors on large screens. */
export function ProcessSteps() {
  const { heading, intro, stepLabel, steps } = getProcessSection();
  return (
    <TitledSection id="process" heading={heading} intro={intro} wide band="bg-white py-16 sm:py-24">
      <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => {
          const Icon = icons[step.icon];
          return (
            <li
              key={step.title}
              className="relative text-center lg:not-last:after:absolute lg:not-last:after:top-10 lg:not-last:after:left-[calc(50%+3.25rem)] lg:not-last:after:w-[calc(100%-4rem)] lg:not-last:after:border-t-4 lg:not-last:after:border-dotted lg:not-last:after:border-brand-300"
            >
              <span className="relative mx-auto flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-white">
                <Icon aria-hidden="true" className="size-8" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
              </span>
              <h3 className="mt-6 text-xl font-semibold text-slate-900">
                <span className="sr-only">{stepLabel(index + 1)}</span>
                {step.title}
              </h3>
              <p className="mx-auto mt-3 max-w-xs text-slate-700">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
