import { Fragment } from 'react';
import { Link } from '@/components/ui/link';
import { getPrivacyLanguage } from '@/content/privacy-languages';
import { noticeTranslationsSummary } from '@/content/privacy-notices';
import type { TranslatedNotice } from '@/content/types';

type NoticeTranslationsProps = {
  /** The form's own translations (content/privacy-notices.ts), imported by the form alone. */
  translations: readonly TranslatedNotice[];
  /** Where to ask for erasure, for a notice that says so (the application's). */
  privacyEmail?: string;
};

/**
 * A form's short privacy notice in Hindi and Gujarati, for its English one (DPDP Act, section
 * 5(3)), with links to the whole policy in each. A native disclosure: it opens without
 * JavaScript, and having no state or effects it renders in a server or a client component alike.
 */
export function NoticeTranslations({ translations, privacyEmail }: NoticeTranslationsProps) {
  return (
    <details className="mt-2">
      <summary className="w-fit cursor-pointer py-0.5 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {noticeTranslationsSummary.map((entry, index) => (
          <Fragment key={entry.lang}>
            {index > 0 ? <span aria-hidden="true"> / </span> : null}
            <span lang={entry.lang}>{entry.text}</span>
          </Fragment>
        ))}
      </summary>
      <div className="mt-2 space-y-3">
        {translations.map((translation) => {
          const language = getPrivacyLanguage(translation.lang);
          const erasure = 'erasure' in translation ? translation.erasure : undefined;
          return (
            <div
              key={translation.lang}
              lang={translation.lang}
              className="border-l-2 border-brand-300 pl-3"
            >
              <p>
                {translation.text}
                {erasure && privacyEmail ? (
                  <>
                    {` ${erasure.before} `}
                    <a
                      href={`mailto:${privacyEmail}`}
                      className="font-medium text-brand-800 underline"
                    >
                      {privacyEmail}
                    </a>
                    {` ${erasure.after}`}
                  </>
                ) : null}
              </p>
              <p className="mt-1">
                {/* Not in a sentence, so WCAG 2.5.8 wants it 24 px tall: one 24 px line. */}
                <Link
                  href={language.path}
                  hrefLang={language.hreflang}
                  className="inline-block leading-6 font-medium text-brand-800 underline"
                >
                  {translation.policyLink}
                </Link>
              </p>
            </div>
          );
        })}
      </div>
    </details>
  );
}
