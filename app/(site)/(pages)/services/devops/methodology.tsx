import { TitledSection } from '@/components/sections/titled-section';
import { Clock } from '@/components/ui/icons';
import type { MethodologyStep } from '@/content/devops';

type MethodologyProps = { heading: string; intro: string; steps: readonly MethodologyStep[] };

/** The five steps as a timeline: a vertical line on small screens, a row of five on large. */
export function Methodology({ heading, intro, steps }: MethodologyProps) {
  return (
    <TitledSection id="methodology" heading={heading} intro={intro}>
      <ol className="mt-12 grid gap-8 lg:grid-cols-5 lg:gap-6">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative border-l-2 border-brand-200 pl-8 lg:border-t-2 lg:border-l-0 lg:pt-8 lg:pl-0"
          >
            <span
              aria-hidden="true"
              className="absolute top-0 -left-5 flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white lg:-top-5 lg:left-0"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Duration: </span>
              {step.duration}
            </p>
            <p className="mt-3 leading-7 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
