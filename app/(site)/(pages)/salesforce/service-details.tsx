import { CheckList } from '@/components/ui/check-list';
import { ArrowUp, CalendarClock } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { getSalesforceServices, salesforcePage } from '@/content/salesforce';
import { serviceIcons } from './salesforce-icons';

/** One section per service: where each card's Learn More leads. */
export function ServiceDetails() {
  return (
    <section aria-labelledby="service-details" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="service-details"
        heading={salesforcePage.detailsHeading}
        intro={salesforcePage.detailsIntro}
      />
      <div className="mt-12 space-y-8">
        {getSalesforceServices().map((service) => {
          const Icon = serviceIcons[service.icon];
          return (
            <article
              key={service.id}
              id={service.id}
              aria-labelledby={`${service.id}-title`}
              className="rounded-3xl p-7 ring-1 ring-slate-200 sm:p-10"
            >
              <div className="flex items-center gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 id={`${service.id}-title`} className="text-2xl font-bold text-slate-900">
                  {service.title}
                </h3>
              </div>
              <p className="mt-5 text-lg leading-8 text-slate-700">{service.detail.intro}</p>
              <h4 className="mt-6 font-semibold text-slate-900">
                {salesforcePage.deliverablesLabel}
              </h4>
              <CheckList
                items={service.detail.deliverables}
                className="mt-3 grid gap-2 sm:grid-cols-2"
              />
              <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-5">
                <p className="flex items-center gap-2 text-slate-700">
                  <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
                  <span className="font-semibold text-slate-900">
                    {salesforcePage.timelineLabel}:
                  </span>
                  {service.detail.timeline}
                </p>
                <a
                  href="#services"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                  {salesforcePage.backToServices}
                </a>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
