/** Said after every form's success message, so the visitor can quote the submission. */
export const referenceSentence = (reference: string) => `Your reference is ${reference}.`;
