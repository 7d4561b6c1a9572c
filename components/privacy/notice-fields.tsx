import { privacyPolicyUpdated, type NoticeLanguageCode } from '@/content/privacy-version';

/**
 * Which privacy notice the form shows, sent with it (hidden fields): its language and its version
 * (the policy's 'last updated' date), so staff e-mails can say what the visitor was shown. A form
 * sent with JavaScript gets the same values from its schema's defaults.
 */
export function NoticeFields({ language = 'en' }: { language?: NoticeLanguageCode }) {
  return (
    <>
      <input type="hidden" name="notice_language" value={language} />
      <input type="hidden" name="notice_version" value={privacyPolicyUpdated} />
    </>
  );
}
