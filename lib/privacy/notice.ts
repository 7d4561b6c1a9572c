import type { NoticeLanguageCode, PrivacyPolicyVersion } from '@/content/privacy-version';

/** The forms whose submissions the site mails to staff. */
export type SubmissionForm = 'contact' | 'apply' | 'notify';

/**
 * How long staff keep a submission, in months, as the privacy policy's retention section says:
 * enquiries 24 months (after the last contact), applications 12 months (after the hiring
 * decision, which the site cannot know: counted from the application), the launch list until the
 * launch and at most 12 months.
 */
export const RETENTION_MONTHS: Record<SubmissionForm, number> = {
  contact: 24,
  apply: 12,
  notify: 12,
};

/** What a staff e-mail says of the privacy notice the visitor was shown, and when to delete it. */
export type PrivacyStamp = {
  noticeVersion: PrivacyPolicyVersion;
  noticeLanguage: NoticeLanguageCode;
  /** YYYY-MM-DD (UTC): the date by which the message should be deleted under the retention policy. */
  deleteBy: string;
};

/** `receivedAt` plus the form's retention, as a calendar date (a 29 February becomes 1 March). */
export function deleteBy(form: SubmissionForm, receivedAt: Date): string {
  const date = new Date(receivedAt.getTime());
  date.setUTCMonth(date.getUTCMonth() + RETENTION_MONTHS[form]);
  return date.toISOString().slice(0, 10);
}

export function privacyStamp(
  form: SubmissionForm,
  notice: { notice_language: NoticeLanguageCode; notice_version: PrivacyPolicyVersion },
  receivedAt: Date,
): PrivacyStamp {
  return {
    noticeVersion: notice.notice_version,
    noticeLanguage: notice.notice_language,
    deleteBy: deleteBy(form, receivedAt),
  };
}

const LANGUAGE_NAMES: Record<NoticeLanguageCode, string> = {
  en: 'English',
  hi: 'Hindi',
  gu: 'Gujarati',
};

/** The line a staff e-mail shows: which notice, and the date to delete the message by. */
export function privacyStampText(stamp: PrivacyStamp): string {
  return `Privacy notice shown: version ${stamp.noticeVersion} (${LANGUAGE_NAMES[stamp.noticeLanguage]}, ${stamp.noticeLanguage}). Delete this message by ${stamp.deleteBy} under our retention policy (/privacy#retention).`;
}

/** The headers of a staff e-mail that say the same, for mail rules and retention tooling. */
export function privacyHeaders(stamp: PrivacyStamp): Record<string, string> {
  return {
    'X-Privacy-Notice': `version=${stamp.noticeVersion}; lang=${stamp.noticeLanguage}`,
    'X-Delete-By': stamp.deleteBy,
  };
}
