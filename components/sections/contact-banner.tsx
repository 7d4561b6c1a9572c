import { contactBanner } from '@/content/shell';
import { Reveal } from '../motion/reveal';
import { ButtonLink } from '../ui/button-link';

export function ContactBanner() {
  return (
    <Reveal as="section" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 px-8 py-12 text-white sm:flex-row sm:items-center sm:justify-between sm:px-12">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{contactBanner.heading}</h2>
          <p className="mt-2 text-lg text-brand-50">{contactBanner.text}</p>
        </div>
        <ButtonLink href={contactBanner.cta.href} variant="light" className="shrink-0">
          {contactBanner.cta.label}
        </ButtonLink>
      </div>
    </Reveal>
  );
}
