/** Said after every form's success message, so the visitor can quote the submission. */
export const referenceSentence = (reference: string) => `Your reference is ${reference}.`;

/** What a form says when a send could not be taken, after its own text (lib/forms/state.ts). */
export const formAnswerCopy = {
  errorSummaryTitle: 'There is a problem',
  rateLimited: (minutes: number) =>
    `You have sent this form several times in a short while. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send it again.`,
  tooLarge: 'The form is too long to send. Please shorten it and send it again.',
  malformed: 'The form could not be read. Please check it and send it again.',
  unavailable: 'We could not take your form right now. Please try again in a few minutes.',
  orEmail: (address: string) => `You can also e-mail us at ${address}.`,
  keptResume: (name: string) => `${name} received — keep it or choose another.`,
  keepResume: 'Keep this resume',
  /** The pages a form post gets straight from the server (lib/forms/html-page.ts). */
  notSent: 'Not sent',
  sent: 'Sent',
  sentThanks: 'Thank you.',
  crossSite:
    'This form was sent from another website, so nothing was sent. To contact us, use the form on our own site.',
  notStored:
    'We could not take your form right now. Please go back and send it again in a few minutes, or e-mail us.',
  homePage: (siteName: string) => `${siteName} home page`,
} as const;
