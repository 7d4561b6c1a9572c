/**
 * The privacy policy's version: the date its English text was last updated, which the Hindi and
 * Gujarati documents follow. A change to the policy updates all three documents and this date.
 * Small on purpose: the forms send it with every submission (a hidden field), so staff e-mails
 * can say which notice the visitor was shown.
 */
export const privacyPolicyUpdated = '2026-11-28';

/**
 * Every version a form may still be showing (a page opened before an update and sent after it):
 * the closed set a submission's notice_version is checked against. Add the new date on an update.
 */
export const privacyPolicyVersions = ['2026-11-26', privacyPolicyUpdated] as const;
export type PrivacyPolicyVersion = (typeof privacyPolicyVersions)[number];

/** The languages the privacy notices and policy are given in. */
export const noticeLanguageCodes = ['en', 'hi', 'gu'] as const;
export type NoticeLanguageCode = (typeof noticeLanguageCodes)[number];
