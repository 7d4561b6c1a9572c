import { TitledSection } from '@/components/sections/titled-section';
import { mobileDevelopmentPage as content } from '@/content/mobile-development';

export function AppProcess() {
  return (
    <TitledSection heading={content.processHeading} intro={content.processIntro} wide>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.process.map((step, index) => (
          <li key={step.title} className="relative rounded-3xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-lg font-bold text-white"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
