export type Route = `/${string}`;

export type PageEntry = {
  path: Route;
  /** Short name used in menus, breadcrumbs and the sitemap. */
  title: string;
  priority: number;
};

export type NavLink = { label: string; href: Route };
export type NavItem = NavLink & { children?: readonly NavLink[] };

export type SocialLink = {
  label: string;
  href: `https://${string}`;
  icon: 'linkedin' | 'x' | 'facebook' | 'instagram' | 'github';
};

export type WorldClockCity = { city: string; timeZone: string };

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * Opening hours of a run of consecutive days, in the office's local time (24-hour `HH:MM`). The
 * contact page shows them as 'Mon - Fri' and '9:00 AM - 6:00 PM' (lib/business-hours.ts); its
 * structured data carries them as they are.
 */
export type BusinessHours = { days: readonly Weekday[]; opens: string; closes: string };

export type FooterLinkGroup = { heading: string; links: readonly NavLink[] };

export type ProcessStep = { title: string; text: string };

/** A figure and what it counts: the stats strips, the home page's about block, case studies. */
export type Statistic = { value: string; label: string };

// The privacy notices in English, Hindi and Gujarati (DPDP Act, section 5(3)):
// content/privacy-languages.ts, content/privacy-policy.ts, content/privacy-notices.ts

/** A language the privacy notices are offered in, as the `lang` of their text. */
export type NoticeLanguage = 'en' | 'hi' | 'gu';

/** One language version of the privacy policy: where it is and what it is called. */
export type PrivacyLanguage = {
  lang: NoticeLanguage;
  /** Language and region, for `hreflang` and for dates; with '_', Open Graph's locale. */
  hreflang: 'en-IN' | 'hi-IN' | 'gu-IN';
  /** The language's name in the language itself, as a language switch shows it. */
  name: string;
  path: Route;
};

/** The words a legal page shows around its document, in the document's language. */
export type LegalPageLabels = { home: string; lastUpdated: string; onThisPage: string };

/** The privacy policy page in one language: the words around the MDX document. */
export type PrivacyPolicyCopy = {
  lang: NoticeLanguage;
  title: string;
  description: (companyName: string) => string;
  labels: LegalPageLabels;
  /** Names the language switch. */
  switchLabel: string;
  /** A translation says that the English text is the reference; `link` leads to it. */
  referenceNote?: { text: string; link: string };
};

/** The forms that take personal data, each with a short privacy notice beside it. */
export type PrivacyNoticeName = 'application' | 'enquiry' | 'notify';

/** The short notice of a form that takes personal data, translated. */
export type TranslatedNotice = {
  lang: Exclude<NoticeLanguage, 'en'>;
  text: string;
  /** The sentence around the privacy address, where the English notice gives it. */
  erasure?: { before: string; after: string };
  /** The link to the whole policy in the same language. */
  policyLink: string;
};
