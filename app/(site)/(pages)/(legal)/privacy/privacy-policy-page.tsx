import type { MDXContent } from 'mdx/types';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import {
  getPrivacyLanguage,
  privacyLanguages,
  type PrivacyLanguageCode,
} from '@/content/privacy-languages';
import { getPrivacyPolicyCopy, privacyPolicyUpdated } from '@/content/privacy-policy';
import { languageAlternates, pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { LegalPage } from '../legal-page';
import { LanguageSwitch } from './language-switch';

/** Title, description, canonical URL and the other languages of the policy in one language. */
export function privacyPolicyMetadata(lang: PrivacyLanguageCode): Metadata {
  const copy = getPrivacyPolicyCopy(lang);
  const language = getPrivacyLanguage(lang);
  return pageMetadata({
    title: copy.title,
    description: copy.description(site.name),
    path: language.path,
    locale: language.hreflang.replace('-', '_'),
    languages: languageAlternates(privacyLanguages),
  });
}

/** The privacy policy in one language, with links to the others. */
export function PrivacyPolicyPage({
  lang,
  Document,
}: {
  lang: PrivacyLanguageCode;
  Document: MDXContent;
}) {
  const copy = getPrivacyPolicyCopy(lang);
  const language = getPrivacyLanguage(lang);
  const reference = privacyLanguages[0];
  return (
    <LegalPage
      title={copy.title}
      path={language.path}
      lastUpdated={privacyPolicyUpdated}
      Document={Document}
      lang={lang === reference.lang ? undefined : lang}
      locale={language.hreflang}
      labels={copy.labels}
      banner={<LanguageSwitch current={lang} />}
      preface={
        copy.referenceNote ? (
          <p className="rounded-xl bg-slate-100 px-5 py-4 text-base leading-7 text-slate-800">
            {copy.referenceNote.text}{' '}
            <Link
              href={reference.path}
              hrefLang={reference.hreflang}
              className="font-medium text-brand-800 underline"
            >
              {copy.referenceNote.link}
            </Link>
          </p>
        ) : null
      }
    />
  );
}
