import { TitledSection } from '@/components/sections/titled-section';
import { ButtonLink } from '@/components/ui/button-link';
import { howWeWork } from '@/content/process';

/** The four steps; `heading` is the page's own, as its banner already says 'How We Work'. */
export function HowWeWork({ heading }: { heading: string }) {
  return (
    <TitledSection
      id="how-we-work"
      heading={heading}
      intro={howWeWork.intro}
      band="bg-brand-50 py-16 sm:py-20"
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howWeWork.steps.map((step, index) => (
          <li key={step.title} className="rounded-3xl bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-lg font-bold text-white"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <ButtonLink href={howWeWork.cta.href}>{howWeWork.cta.label}</ButtonLink>
      </div>
    </TitledSection>
  );
}
