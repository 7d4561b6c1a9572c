import { Mail } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { careersPage } from '@/content/jobs';
import { cn } from '@/lib/cn';

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors';

/** The closing call to action: a general application, or a word with the HR team. */
export function CareerCta({ hrEmail }: { hrEmail: string }) {
  const { closing } = careersPage;
  return (
    <section aria-labelledby="career-cta-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl bg-brand-900 px-8 py-12 text-center text-white sm:px-12 sm:py-16">
        <h2 id="career-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{closing.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href="/career/apply"
            scroll={false}
            className={cn(button, 'bg-white text-brand-800 shadow-sm hover:bg-brand-50')}
          >
            {closing.generalApplication}
          </Link>
          <a
            href={`mailto:${hrEmail}`}
            className={cn(button, 'border border-white text-white hover:bg-white/10')}
          >
            <Mail aria-hidden="true" className="size-5" />
            {closing.contactHr}
          </a>
        </div>
      </div>
    </section>
  );
}
