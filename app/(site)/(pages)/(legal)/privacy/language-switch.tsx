import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { privacyLanguages, type PrivacyLanguageCode } from '@/content/privacy-languages';
import { getPrivacyPolicyCopy } from '@/content/privacy-policy';

const LABEL_ID = 'language-switch-label';

/**
 * Plain links to the policy in each language, each named in its own language and script: they
 * work without JavaScript, and `hreflang` tells the browser what it will get.
 */
export function LanguageSwitch({ current }: { current: PrivacyLanguageCode }) {
  return (
    <nav
      aria-labelledby={LABEL_ID}
      className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm"
    >
      <span id={LABEL_ID} className="text-brand-100">
        {getPrivacyPolicyCopy(current).switchLabel}
      </span>
      <ul className="flex flex-wrap gap-2">
        {privacyLanguages.map((language) => {
          const isCurrent = language.lang === current;
          return (
            <li key={language.lang}>
              <Link
                href={language.path}
                hrefLang={language.hreflang}
                lang={language.lang}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-8 items-center rounded-full border px-3 font-medium',
                  isCurrent
                    ? 'border-white bg-white text-brand-900'
                    : 'border-brand-300/60 text-white hover:bg-white/10',
                )}
              >
                {language.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
