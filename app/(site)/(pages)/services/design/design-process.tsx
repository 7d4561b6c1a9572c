import { TitledSection } from '@/components/sections/titled-section';
import { IconBadge } from '@/components/ui/icon-badge';
import { Compass, PenTool, Rocket, Search, type IconComponent } from '@/components/ui/icons';
import type { ProcessStep } from '@/content/types';

const stepIcons: readonly IconComponent[] = [Search, Compass, PenTool, Rocket];

type DesignProcessProps = { heading: string; intro: string; steps: readonly ProcessStep[] };

export function DesignProcess({ heading, intro, steps }: DesignProcessProps) {
  return (
    <TitledSection heading={heading} intro={intro}>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => {
          const Icon = stepIcons[index] ?? Rocket;
          return (
            <li key={step.title} className="relative rounded-3xl bg-brand-50 p-6">
              <span className="flex items-center justify-between">
                <IconBadge Icon={Icon} solid />
                <span aria-hidden="true" className="text-4xl font-extrabold text-brand-600">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
