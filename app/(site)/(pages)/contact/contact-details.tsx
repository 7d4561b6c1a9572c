import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, Zap } from '@/components/ui/icons';
import { businessHours } from '@/content/company';
import { contactPage } from '@/content/contact';
import { dayRangeLabel, hoursRangeLabel } from '@/lib/business-hours';
import { site, telHref } from '@/lib/site';

function Card({
  icon,
  heading,
  children,
}: {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
          {icon}
        </span>
        <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      </div>
      <div className="mt-4 text-slate-700">{children}</div>
    </section>
  );
}

export function ContactDetails() {
  const { panel, hours, response } = contactPage;
  return (
    <div className="grid content-start gap-6">
      <section className="rounded-3xl bg-brand-800 p-8 text-white">
        <h2 className="text-2xl font-bold">{panel.heading}</h2>
        <p className="mt-3 text-brand-50">{panel.text}</p>
        <ul className="mt-8 space-y-5">
          <li>
            <a href={telHref(site.phone)} className="flex items-center gap-3 hover:underline">
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <span>
                <span className="sr-only">Phone: </span>
                {site.phone}
              </span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${site.salesEmail}`}
              className="flex items-center gap-3 hover:underline"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <span>
                <span className="sr-only">E-mail: </span>
                {site.salesEmail}
              </span>
            </a>
          </li>
          <li className="flex items-center gap-3">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">Location: </span>
              {panel.location}
            </span>
          </li>
        </ul>
      </section>
      <Card icon={<Clock aria-hidden="true" className="size-5" />} heading={hours.heading}>
        <dl className="space-y-2">
          {businessHours.map((row) => (
            <div key={row.days[0]} className="flex justify-between gap-4">
              <dt className="font-medium text-slate-900">{dayRangeLabel(row.days)}</dt>
              <dd>{hoursRangeLabel(row)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card icon={<Zap aria-hidden="true" className="size-5" />} heading={response.heading}>
        <p>{response.text}</p>
      </Card>
    </div>
  );
}
