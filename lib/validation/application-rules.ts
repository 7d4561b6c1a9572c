/**
 * What the application form in the browser and the server both know about an application,
 * without zod: limits, options, the resume's rules and the start-date range. The schema itself
 * (lib/validation/application.ts) loads in the browser only when the form is first validated.
 */
export const APPLICATION_LIMITS = {
  name: 60,
  location: 100,
  position: 100,
  expectedSalary: 60,
  coverLetter: 5000,
} as const;

/** Years of experience, in the order the select lists them. */
export const experienceOptions = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;
export type ExperienceOption = (typeof experienceOptions)[number];

export const OTHER_POSITION = 'Other';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const resumeMessages = {
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 5 MB.',
  wrongType: 'Upload a PDF, DOC or DOCX file.',
  activeContent:
    'Documents with macros or embedded programs cannot be accepted. Upload a PDF or a plain DOCX file.',
  notKept:
    'The resume you sent before is no longer kept (we keep it for an hour, for one application). Choose the file again.',
  inflatesTooMuch:
    'This document unpacks to far more than a resume should (over 50 MB). Upload a PDF or a plain DOCX file.',
} as const;

/**
 * A first check in the browser, by name and size, so the visitor hears about a wrong file before
 * uploading it. The server judges the file by its content.
 */
export function checkResumeFile(file: { name: string; size: number }): string | null {
  if (!/\.(pdf|docx?)$/i.test(file.name.trim())) return resumeMessages.wrongType;
  if (file.size <= 0) return resumeMessages.empty;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  return null;
}

/** Today's calendar date in India (YYYY-MM-DD), which is what 'not in the past' means here. */
export function indianToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/**
 * The latest start date the form accepts (YYYY-MM-DD): two years from today in India, a
 * 29 February falling back to the 28th, so it is always a real date (a browser ignores a `max`
 * that is not one).
 */
export function latestStartDate(now: Date = new Date()): string {
  const today = indianToday(now);
  const year = Number(today.slice(0, 4)) + 2;
  const isLeapYear = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return today.endsWith('-02-29') && !isLeapYear ? `${year}-02-28` : `${year}${today.slice(4)}`;
}
