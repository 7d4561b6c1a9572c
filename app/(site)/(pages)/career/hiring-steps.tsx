import { hiringSteps } from '@/content/careers';

/** The steps after an application and their usual times (the acknowledgement e-mail lists them too). */
export function HiringSteps() {
  return (
    <section
      aria-labelledby="hiring-steps-heading"
      className="near-screen [--placeholder:56rem] sm:[--placeholder:30rem] lg:[--placeholder:19rem]"
    >
      <h2 id="hiring-steps-heading" className="text-2xl font-bold text-slate-900">
        {hiringSteps.heading}
      </h2>
      <p className="mt-2 text-slate-700">{hiringSteps.intro}</p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {hiringSteps.steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm font-semibold text-brand-800">
              <span className="sr-only">{hiringSteps.step} </span>
              {index + 1}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {step.time}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
