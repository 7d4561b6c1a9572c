import type { PrivacyNoticeName, TranslatedNotice } from './types';

/**
 * The English short notice of the enquiry forms (the contact page and the Get Started dialog).
 * The other two are the forms' own copy: applicationCopy.privacy (content/careers.ts) and
 * launchSection.form.privacy (content/launch.ts).
 */
export const enquiryPrivacyNotice =
  'We use your details only to reply to your enquiry. They are sent by e-mail to our sales team and deleted 24 months after our last contact with you.';

/** Opens the translations (a native disclosure: components/privacy/notice-translations.tsx). */
export const noticeTranslationsSummary = [
  { lang: 'hi', text: 'हिन्दी में पढ़ें' },
  { lang: 'gu', text: 'ગુજરાતીમાં વાંચો' },
] as const satisfies readonly { lang: TranslatedNotice['lang']; text: string }[];

// Each form's short notice in Hindi and Gujarati: what the English one says, for its readers.

/** For the application form (applicationCopy.privacy). Each form imports only its own, so no chunk carries another's. */
export const applicationNoticeTranslations = [
  {
    lang: 'hi',
    text: 'आपका आवेदन और रिज़्यूमे ई-मेल से हमारी एचआर टीम को भेजे जाते हैं, और उन्हें केवल यही टीम और इस पद के लिए इंटरव्यू लेने वाले लोग देखते हैं। भर्ती का फ़ैसला होने के बाद हम इन्हें 12 महीने तक रखते हैं, फिर मिटा देते हैं।',
    erasure: { before: 'इन्हें इससे पहले मिटवाने के लिए', after: 'पर ई-मेल करें।' },
    policyLink: 'पूरी गोपनीयता नीति हिन्दी में पढ़ें',
  },
  {
    lang: 'gu',
    text: 'તમારી અરજી અને રિઝ્યુમ ઈ-મેલ દ્વારા અમારી એચઆર ટીમને મોકલવામાં આવે છે, અને ફક્ત આ ટીમ અને આ જગ્યા માટે ઇન્ટરવ્યૂ લેનારા લોકો જ તે જુએ છે. ભરતીનો નિર્ણય થયા પછી અમે તેને 12 મહિના સુધી રાખીએ છીએ, પછી ભૂંસી નાખીએ છીએ.',
    erasure: { before: 'તે વહેલાં ભૂંસાવવા માટે', after: 'પર ઈ-મેલ કરો.' },
    policyLink: 'સંપૂર્ણ ગોપનીયતા નીતિ ગુજરાતીમાં વાંચો',
  },
] as const satisfies readonly TranslatedNotice[];

/** For the contact page form and the Get Started dialog (enquiryPrivacyNotice). Each form imports only its own, so no chunk carries another's. */
export const enquiryNoticeTranslations = [
  {
    lang: 'hi',
    text: 'आपकी जानकारी का इस्तेमाल हम केवल आपकी पूछताछ का जवाब देने के लिए करते हैं। यह ई-मेल से हमारी सेल्स टीम को भेजी जाती है और आपसे हमारे आख़िरी संपर्क के 24 महीने बाद मिटा दी जाती है।',
    policyLink: 'पूरी गोपनीयता नीति हिन्दी में पढ़ें',
  },
  {
    lang: 'gu',
    text: 'તમારી માહિતીનો ઉપયોગ અમે ફક્ત તમારી પૂછપરછનો જવાબ આપવા માટે કરીએ છીએ. તે ઈ-મેલ દ્વારા અમારી સેલ્સ ટીમને મોકલવામાં આવે છે અને તમારી સાથેના અમારા છેલ્લા સંપર્કના 24 મહિના પછી ભૂંસી નાખવામાં આવે છે.',
    policyLink: 'સંપૂર્ણ ગોપનીયતા નીતિ ગુજરાતીમાં વાંચો',
  },
] as const satisfies readonly TranslatedNotice[];

/** For Notify Me (launchSection.form.privacy). Each form imports only its own, so no chunk carries another's. */
export const notifyNoticeTranslations = [
  {
    lang: 'hi',
    text: 'हम आपका ई-मेल पता केवल लॉन्च की सूचना देने के लिए इस्तेमाल करते हैं।',
    policyLink: 'पूरी गोपनीयता नीति हिन्दी में पढ़ें',
  },
  {
    lang: 'gu',
    text: 'અમે તમારું ઈ-મેલ સરનામું ફક્ત લોન્ચની જાણ કરવા માટે વાપરીએ છીએ.',
    policyLink: 'સંપૂર્ણ ગોપનીયતા નીતિ ગુજરાતીમાં વાંચો',
  },
] as const satisfies readonly TranslatedNotice[];

/** Every form's translations, by form (for the tests and the policy's checks). */
export const noticeTranslations = {
  application: applicationNoticeTranslations,
  enquiry: enquiryNoticeTranslations,
  notify: notifyNoticeTranslations,
} as const satisfies Record<PrivacyNoticeName, readonly TranslatedNotice[]>;
