import { enquiryNoticeTranslations, enquiryPrivacyNotice } from '@/content/privacy-notices';
import { NoticeTranslations } from './notice-translations';

/** How an enquiry is used and kept, in English, with its Hindi and Gujarati versions. */
export function EnquiryPrivacyNotice() {
  return (
    <div className="text-sm leading-6 text-slate-600">
      <p>{enquiryPrivacyNotice}</p>
      <NoticeTranslations translations={enquiryNoticeTranslations} />
    </div>
  );
}
