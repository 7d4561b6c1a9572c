import { getSalesforceStats, salesforcePage } from '@/content/salesforce';

/** Static figures (no count-up): the page stays a server component with nothing that moves. */
export function SalesforceStats() {
  return (
    <section aria-labelledby="salesforce-stats" className="bg-brand-900 py-14 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="salesforce-stats" className="text-center text-2xl font-bold tracking-tight">
          {salesforcePage.statsHeading}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {getSalesforceStats().map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
