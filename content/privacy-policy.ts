import { legalPageLabels } from './legal';
import type { NoticeLanguage, PrivacyPolicyCopy } from './types';

/** The date of the English text, which the translations follow (content/privacy/*.mdx). */
export { privacyPolicyUpdated } from './privacy-version';

/** The privacy policy page in each language; the documents are MDX files. */
export const privacyPolicyCopy = [
  {
    lang: 'en',
    title: 'Privacy Policy',
    description: (company) =>
      `How ${company} collects, uses, stores and protects personal data from enquiries, job applications and visits to our website, and your rights.`,
    labels: legalPageLabels,
    switchLabel: 'Read this policy in',
  },
  {
    lang: 'hi',
    title: 'गोपनीयता नीति',
    description: (company) =>
      `${company} की गोपनीयता नीति हिन्दी में: वेबसाइट पर पूछताछ, नौकरी के आवेदन और विज़िट से मिला व्यक्तिगत डेटा हम कैसे इकट्ठा करते हैं, इस्तेमाल करते हैं, रखते हैं और सुरक्षित रखते हैं, और इस पर आपके क्या अधिकार हैं।`,
    labels: { home: 'होम', lastUpdated: 'अंतिम अपडेट:', onThisPage: 'इस पेज पर' },
    switchLabel: 'भाषा चुनें',
    referenceNote: {
      text: 'यह हमारी अंग्रेज़ी गोपनीयता नीति का हिन्दी अनुवाद है। अगर अनुवाद और अंग्रेज़ी पाठ में कोई अंतर हो, तो अंग्रेज़ी पाठ ही मान्य होगा।',
      link: 'अंग्रेज़ी पाठ पढ़ें',
    },
  },
  {
    lang: 'gu',
    title: 'ગોપનીયતા નીતિ',
    description: (company) =>
      `${company} ની ગોપનીયતા નીતિ ગુજરાતીમાં: વેબસાઇટ પરની પૂછપરછ, નોકરી માટેની અરજીઓ અને મુલાકાતોમાંથી મળતો વ્યક્તિગત ડેટા અમે કેવી રીતે એકત્ર કરીએ છીએ, વાપરીએ છીએ, સાચવીએ છીએ અને સુરક્ષિત રાખીએ છીએ, અને તેના પર તમારા અધિકારો.`,
    labels: { home: 'હોમ', lastUpdated: 'છેલ્લું અપડેટ:', onThisPage: 'આ પેજ પર' },
    switchLabel: 'ભાષા પસંદ કરો',
    referenceNote: {
      text: 'આ અમારી અંગ્રેજી ગોપનીયતા નીતિનો ગુજરાતી અનુવાદ છે. અનુવાદ અને અંગ્રેજી લખાણ વચ્ચે કોઈ તફાવત હોય, તો અંગ્રેજી લખાણ જ માન્ય ગણાશે.',
      link: 'અંગ્રેજી લખાણ વાંચો',
    },
  },
] as const satisfies readonly PrivacyPolicyCopy[];

export function getPrivacyPolicyCopy(lang: NoticeLanguage): PrivacyPolicyCopy {
  const copy = privacyPolicyCopy.find((entry) => entry.lang === lang);
  if (!copy) throw new Error(`No privacy policy copy in ${lang}`);
  return copy;
}
