import { NoticeTranslations } from '@/components/privacy/notice-translations';
import { ShieldCheck } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { applicationCopy } from '@/content/careers';
import { applicationNoticeTranslations } from '@/content/privacy-notices';

const copy = applicationCopy.privacy;

/** Who receives an application, how long it is kept and how to have it deleted (see /privacy). */
export function PrivacyNotice({
  privacyEmail,
  headingLevel: Heading,
}: {
  privacyEmail: string;
  /** h3 in the dialog (titled by an h2), h2 on the form's own page (titled by the h1). */
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <section
      aria-labelledby="application-privacy-heading"
      className="rounded-xl bg-slate-100 px-4 py-3 text-sm leading-6 text-slate-700 sm:col-span-2"
    >
      <Heading
        id="application-privacy-heading"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
        {copy.heading}
      </Heading>
      <p className="mt-1">
        {copy.text}{' '}
        <a href={`mailto:${privacyEmail}`} className="font-medium text-brand-800 underline">
          {privacyEmail}
        </a>
        .{' '}
        <Link href="/privacy" className="font-medium text-brand-800 underline">
          {copy.more}
        </Link>
        .
      </p>
      <NoticeTranslations
        translations={applicationNoticeTranslations}
        privacyEmail={privacyEmail}
      />
    </section>
  );
}
