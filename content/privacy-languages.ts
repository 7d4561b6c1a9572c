import type { PrivacyLanguage } from './types';

/**
 * The languages the privacy policy is offered in (DPDP Act, section 5(3): English or a language
 * of the Eighth Schedule). English first: it is the reference version and the x-default.
 */
export const privacyLanguages = [
  { lang: 'en', hreflang: 'en-IN', name: 'English', path: '/privacy' },
  { lang: 'hi', hreflang: 'hi-IN', name: 'हिन्दी', path: '/privacy/hi' },
  { lang: 'gu', hreflang: 'gu-IN', name: 'ગુજરાતી', path: '/privacy/gu' },
] as const satisfies readonly PrivacyLanguage[];

export type PrivacyLanguageCode = (typeof privacyLanguages)[number]['lang'];

export function getPrivacyLanguage(lang: PrivacyLanguageCode): PrivacyLanguage {
  const language = privacyLanguages.find((entry) => entry.lang === lang);
  if (!language) throw new Error(`No privacy policy in ${lang}`);
  return language;
}
