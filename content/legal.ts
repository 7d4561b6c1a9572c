/**
 * Legal content for the Privacy Policy and Terms of Use pages.
 *
 * Plain typed data only. Text may contain these placeholder tokens, which the
 * page replaces at render time:
 *   {company}       company name (site.name)
 *   {privacyEmail}  address for privacy requests and the Grievance Officer
 *   {salesEmail}    sales team address
 *   {hrEmail}       HR team address
 *   {address}       postal address
 *   {siteUrl}       canonical site URL
 * No HTML or markdown is used anywhere in the text.
 */
import type { LegalDocument } from './types';

export const privacyPolicy = {
  slug: 'privacy',
  title: 'Privacy Policy',
  description:
    'How {company} collects, uses, stores and protects personal data from enquiries, job applications and visits to our website, and your rights.',
  lastUpdated: '2026-11-21',
  intro:
    'This policy explains what personal data {company} collects through {siteUrl}, why we collect it, who can see it, how long we keep it and the rights you have over it. We have tried to keep it short and specific. If anything is unclear, write to us at {privacyEmail}.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: '{company} is a software and IT services company based in Ahmedabad, Gujarat, India. Our postal address is {address}.',
        },
        {
          kind: 'p',
          text: 'For the personal data described in this policy, {company} is the data fiduciary under the Digital Personal Data Protection Act, 2023 (the DPDP Act). This means we decide why and how your data is processed, and we are responsible for looking after it.',
        },
        {
          kind: 'p',
          text: 'This policy covers our website only. If we later work together on a project, the contract for that project will explain how any data shared during the engagement is handled.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect and why',
      blocks: [
        {
          kind: 'p',
          text: 'We only collect what you choose to send us, plus a small amount of technical data needed to run the website safely. Each type of data and its purpose is listed below.',
        },
        {
          kind: 'p',
          text: 'Enquiries. When you use our contact form or the Get Started dialog, we collect your name, e-mail address, phone number (optional), subject (optional) and your message. We use this only to reply to you, understand what you need and, if you wish, prepare a proposal. The enquiry is sent by e-mail to our sales team.',
        },
        {
          kind: 'p',
          text: 'Job applications. When you apply for a role, we collect your first and last name, e-mail address, phone number, location, the position you are applying for, years of experience, expected salary, available start date, your cover letter and, if you attach one, your resume (PDF, DOC or DOCX, up to 5 MB). We use this only to assess your application, contact you about it and, if you are successful, prepare an offer. The application is sent by e-mail to our HR team.',
        },
        {
          kind: 'p',
          text: 'Launch list. When you use the Notify Me form, we collect only your e-mail address. We use it to tell you once, when the launch it relates to goes live. The address is sent by e-mail to our sales team.',
        },
        {
          kind: 'p',
          text: 'Technical data. Our servers keep standard logs that include your IP address, the date and time of the request, the page requested, and your browser and device type. We use these logs to keep the site running, investigate errors and protect the site from abuse. We also use your IP address to limit how many form submissions can be made from one address in a short period, so that our forms cannot be used for spam or attacks.',
        },
      ],
    },
    {
      id: 'cookies-and-browser-storage',
      heading: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'p',
          text: 'We do not use advertising cookies, analytics cookies or any third-party tracking. We do not build profiles of visitors.',
        },
        {
          kind: 'p',
          text: 'The site does store a few small items in your own browser. They stay on your device, are never sent to us with your requests, and are used only to make the site work the way you expect:',
        },
        {
          kind: 'list',
          items: [
            'Pause motion preference (localStorage): remembers if you have chosen to stop animations, so the choice applies on your next visit.',
            'Countdown start time (localStorage): remembers when a countdown on the site started, so it shows the correct time when you return.',
            'Unsent form drafts (sessionStorage): keeps what you have typed into a form if your connection drops, so you do not lose it. A draft is cleared as soon as the form is sent, and sessionStorage is cleared by your browser when you close the tab.',
          ],
        },
        {
          kind: 'p',
          text: 'You can remove these items at any time by clearing your browser’s site data for {siteUrl}. The site will still work, but it will forget your preferences.',
        },
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Our legal basis for processing',
      blocks: [
        {
          kind: 'p',
          text: 'For enquiries, job applications and the launch list, we rely on your consent. You give it by filling in the form and pressing submit, and it covers only the purpose described for that form in this policy.',
        },
        {
          kind: 'p',
          text: 'For server logs and rate limiting, and where we must keep or disclose data to comply with the law or a court order, we rely on the legitimate uses permitted under section 7 of the DPDP Act. We use these only where they genuinely apply, for example to meet a legal obligation or to respond to a threat to the security of our systems.',
        },
        {
          kind: 'p',
          text: 'You can withdraw your consent at any time, as described in the section on your rights. Withdrawing consent does not affect processing that took place before you withdrew it.',
        },
      ],
    },
    {
      id: 'who-receives-your-data',
      heading: 'Who receives your data',
      blocks: [
        {
          kind: 'p',
          text: 'Your data is seen only by the people at {company} who need it for the purpose you sent it for:',
        },
        {
          kind: 'list',
          items: [
            'Enquiries and launch list sign-ups go to our sales team.',
            'Job applications and resumes go to our HR team, and to the interviewers for the role you applied for.',
            'Server logs are accessed only by the staff who maintain our website.',
          ],
        },
        {
          kind: 'p',
          text: 'We use an e-mail service provider to deliver form submissions to our teams. It acts as our data processor: it handles the data only on our instructions and under a contract that requires it to keep the data secure.',
        },
        {
          kind: 'p',
          text: 'We do not sell your personal data. We do not share it with anyone for their own marketing. We will disclose it to a government authority, regulator or court only when we are required to by law, and only the part that is required.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          kind: 'p',
          text: 'We keep personal data only for as long as we need it for the purpose it was collected for, and then delete it:',
        },
        {
          kind: 'list',
          items: [
            'Enquiries: 24 months after our last contact with you.',
            'Job applications and resumes: 12 months after the hiring decision for the role, unless you ask us to keep your application for future openings or ask us to delete it sooner.',
            'Launch list: until we send the launch announcement, or until you unsubscribe, whichever comes first.',
            'Server logs: 30 days.',
            'Messages waiting in our outgoing mail queue: deleted from the queue as soon as they are delivered to our team.',
          ],
        },
        {
          kind: 'p',
          text: 'If you become a client or an employee, the data you sent us may become part of your client or employee records, which are covered by separate terms. We may keep data longer than stated above only where a law requires us to.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        {
          kind: 'p',
          text: 'We take reasonable security safeguards to protect your data against loss, misuse and unauthorised access. These include:',
        },
        {
          kind: 'list',
          items: [
            'All traffic to and from {siteUrl} is encrypted using TLS.',
            'Access to enquiries, applications and logs is limited to the staff who need it for their work.',
            'Uploaded files are checked for type and size, and only PDF, DOC and DOCX resumes up to 5 MB are accepted.',
            'Per-IP rate limiting on our forms reduces spam and automated attacks.',
          ],
        },
        {
          kind: 'p',
          text: 'No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as required by the DPDP Act and its rules.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'Under the DPDP Act, you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'Access: ask for a summary of the personal data we hold about you and the processing we do with it.',
            'Correction and completion: ask us to correct data that is wrong, or to complete data that is incomplete.',
            'Erasure: ask us to delete your data once it is no longer needed, or when you withdraw consent, unless a law requires us to keep it.',
            'Grievance redressal: raise a complaint with our Grievance Officer and receive a response.',
            'Nomination: nominate another person to exercise your rights if you die or become unable to do so.',
            'Withdraw consent: withdraw your consent at any time, as easily as you gave it.',
          ],
        },
        {
          kind: 'p',
          text: 'To use any of these rights, e-mail {privacyEmail}. We may ask you to confirm your identity before acting on the request, so that we do not disclose or delete someone else’s data. There is no charge.',
        },
      ],
    },
    {
      id: 'deletion-requests',
      heading: 'How to ask us to delete your data',
      blocks: [
        {
          kind: 'p',
          text: 'Send an e-mail to {privacyEmail} from the same address you used when you contacted us, applied for a job or joined the launch list. Tell us which data you want deleted, or simply ask us to delete everything.',
        },
        {
          kind: 'p',
          text: 'We will confirm that we have received your request within 7 days and complete the deletion within 30 days. We will tell you when it is done, and if we must keep any part of your data by law, we will tell you what and why.',
        },
        {
          kind: 'p',
          text: 'To leave the launch list, you can also reply to any message we send you and ask to unsubscribe.',
        },
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance Officer and complaints',
      blocks: [
        {
          kind: 'p',
          text: 'If you have a concern about how we handle your personal data, please contact our Grievance Officer first. We will acknowledge your complaint and try to resolve it as quickly as possible.',
        },
        {
          kind: 'list',
          items: ['E-mail: {privacyEmail}', 'Post: Grievance Officer, {company}, {address}'],
        },
        {
          kind: 'p',
          text: 'If you are not satisfied with our response, you have the right to complain to the Data Protection Board of India under the DPDP Act.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'p',
          text: 'Our website and services are meant for businesses and working professionals. They are not directed at anyone under 18, and we do not knowingly collect personal data from children.',
        },
        {
          kind: 'p',
          text: 'You must be 18 or older to apply for a job with us. If you believe a child has sent us personal data, please write to {privacyEmail} and we will delete it.',
        },
      ],
    },
    {
      id: 'cross-border-transfers',
      heading: 'Transfers outside India',
      blocks: [
        {
          kind: 'p',
          text: 'Our e-mail service provider may store or process data on servers located outside India. We allow this only for countries that are not restricted by the Government of India under section 16 of the DPDP Act.',
        },
        {
          kind: 'p',
          text: 'Wherever your data is stored, it remains protected by this policy and by our contract with the provider.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'We may update this policy when our website, our providers or the law change. The date at the top of this page shows when it was last updated.',
        },
        {
          kind: 'p',
          text: 'If we make a significant change to how we use data you have already sent us, we will tell you by e-mail where we can, and ask for fresh consent where the law requires it.',
        },
      ],
    },
  ],
} satisfies LegalDocument;

export const termsOfUse = {
  slug: 'terms',
  title: 'Terms of Use',
  description:
    'The terms that apply when you use the {company} website, submit an enquiry or apply for a job, including acceptable use and governing law.',
  lastUpdated: '2026-11-21',
  intro:
    'These terms set out the rules for using {siteUrl}, the website of {company}. They are written to be easy to read. Please read them before using the site, and contact us at {salesEmail} if you have any questions.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      blocks: [
        {
          kind: 'p',
          text: 'By using this website, you agree to these terms. If you do not agree, please do not use the site.',
        },
        {
          kind: 'p',
          text: 'If you use the site on behalf of a company or other organisation, you confirm that you are allowed to accept these terms on its behalf.',
        },
      ],
    },
    {
      id: 'about-this-site',
      heading: 'About this site',
      blocks: [
        {
          kind: 'p',
          text: 'This website gives general information about {company} and the software and IT services we provide. It is meant to help you decide whether to get in touch with us.',
        },
        {
          kind: 'p',
          text: 'Nothing on the site is an offer to provide services at a particular price or on particular terms. Descriptions, timelines, examples and any figures shown are for information only.',
        },
        {
          kind: 'p',
          text: 'A quote or a commitment to deliver work is binding only when it is set out in a written agreement signed by {company} and the client.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using the site responsibly',
      blocks: [
        {
          kind: 'p',
          text: 'You may use the site for lawful purposes only. In particular, you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'send spam, advertising or repeated, meaningless messages through our forms;',
            'submit forms using bots, scripts or any other automated means;',
            'upload malware, or any file other than your own resume when applying for a job;',
            'try to gain unauthorised access to the site, its servers or any connected system, or to test, probe or bypass our security measures;',
            'interfere with the normal working of the site, for example by overloading it with requests;',
            'pretend to be someone else, or send personal data about another person without their permission.',
          ],
        },
        {
          kind: 'p',
          text: 'We limit the number of submissions that can be made from one IP address, and we may block access to the site or ignore submissions from anyone who breaks these rules.',
        },
      ],
    },
    {
      id: 'enquiries-and-applications',
      heading: 'Enquiries and job applications',
      blocks: [
        {
          kind: 'p',
          text: 'When you send us an enquiry or a job application, please make sure the information you give is accurate, complete and your own. We rely on it to reply to you or assess your application.',
        },
        {
          kind: 'p',
          text: 'Sending an enquiry does not create a contract between you and {company}. Submitting a job application does not create an offer of employment; an offer is valid only when it is made in writing by our HR team.',
        },
        {
          kind: 'p',
          text: '{company} never charges candidates any fee at any stage of hiring, whether for registration, interviews, training, equipment or documents. If anyone asks you for money in our name, or offers you a job with us outside our official channels, it is likely to be recruitment fraud. Please do not pay, and report it to {hrEmail}.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'p',
          text: 'The content of this website, including text, graphics, logos, design and code, belongs to {company} or to those who have licensed it to us, and is protected by copyright and trade mark law.',
        },
        {
          kind: 'p',
          text: 'You may view the site and print or save pages for your own personal or internal business use. You may not copy, republish, sell or otherwise use our content for commercial purposes without our written permission.',
        },
        {
          kind: 'p',
          text: 'Names and logos of other companies shown on the site belong to their owners. Showing them does not mean those companies endorse us.',
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      blocks: [
        {
          kind: 'p',
          text: 'The site may link to websites run by other people. We provide these links for convenience only and do not control, endorse or take responsibility for those websites or their content.',
        },
        {
          kind: 'p',
          text: 'When you follow a link, the other website’s own terms and privacy policy apply.',
        },
      ],
    },
    {
      id: 'disclaimer',
      heading: 'No warranties',
      blocks: [
        {
          kind: 'p',
          text: 'We work to keep the site accurate and available, but we provide it as it is and as available. We do not promise that it will always be available, error-free, secure or up to date.',
        },
        {
          kind: 'p',
          text: 'Information on the site is general in nature and is not professional advice for your particular situation. Please talk to us before relying on it for a business decision.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'p',
          text: 'To the extent permitted by Indian law, {company} is not liable for any indirect or consequential loss, or for any loss of profit, revenue, data or business opportunity, arising from your use of, or inability to use, this website.',
        },
        {
          kind: 'p',
          text: 'Nothing in these terms limits any liability that cannot be limited under Indian law. Our liability for services we provide to clients is governed only by the written agreement for those services.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        {
          kind: 'p',
          text: 'If you break these terms or the law while using the site, and this causes {company} to face a claim, loss or expense, you agree to make good that claim, loss or expense, including reasonable legal costs.',
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        {
          kind: 'p',
          text: 'Our Privacy Policy explains how we collect and use personal data sent through this website, how long we keep it and the rights you have under the Digital Personal Data Protection Act, 2023. It forms part of these terms.',
        },
        {
          kind: 'p',
          text: 'For any privacy question or request, e-mail {privacyEmail}.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the laws of India.',
        },
        {
          kind: 'p',
          text: 'The courts at Ahmedabad, Gujarat have exclusive jurisdiction over any dispute arising from these terms or your use of the site. We would always prefer to resolve a concern by talking to you first, so please contact us before taking formal action.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may update these terms from time to time. The date at the top of this page shows when they were last updated.',
        },
        {
          kind: 'p',
          text: 'The version published on the site when you use it is the one that applies. If you continue to use the site after a change, you accept the updated terms.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'p',
          text: 'If you have a question about these terms or about our services, please get in touch:',
        },
        {
          kind: 'list',
          items: ['E-mail: {salesEmail}', 'Post: {company}, {address}'],
        },
      ],
    },
  ],
} satisfies LegalDocument;
