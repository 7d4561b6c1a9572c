import { z } from 'zod';
import {
  email,
  fieldErrors,
  honeypot,
  multiLine,
  optionalPhone,
  requiredLine,
  singleLine,
} from './fields';

export { fieldErrors };

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

const isCalendarDate = (value: string) => z.iso.date().safeParse(value).success;

/**
 * The latest start date the form accepts (YYYY-MM-DD): two years from today in India, a
 * 29 February falling back to the 28th, so it is always a real date (a browser ignores a `max`
 * that is not one).
 */
export function latestStartDate(now: Date = new Date()): string {
  const today = indianToday(now);
  const year = Number(today.slice(0, 4)) + 2;
  const sameDay = `${year}${today.slice(4)}`;
  return isCalendarDate(sameDay) ? sameDay : `${year}-02-28`;
}

/** Optional: empty, or a real calendar date (YYYY-MM-DD) from today to two years ahead. */
const availableDate = z
  .string()
  .trim()
  .optional()
  .default('')
  .pipe(
    z.literal('').or(
      z.iso
        .date('Please enter a valid date')
        .refine((value) => value >= indianToday(), 'The start date cannot be in the past')
        .refine(
          (value) => value <= latestStartDate(),
          'Choose a start date within the next two years',
        ),
    ),
  );

const experience = z.enum(experienceOptions, { error: 'Choose your years of experience' });

/**
 * One schema for the application form and POST /api/apply/, over the multipart field names, for
 * the positions open now (lib/jobs.ts `positionOptions`, which the server hands the form). The
 * resume is not part of it: the browser checks it with `checkResumeFile` and the server by its
 * content.
 */
export const applicationSchema = (positions: readonly string[]) =>
  z
    .object({
      first_name: requiredLine(APPLICATION_LIMITS.name, 'First name', 'First name is required'),
      last_name: requiredLine(APPLICATION_LIMITS.name, 'Last name', 'Last name is required'),
      email: email('Email is required', 'Please enter a valid email'),
      phone: optionalPhone('Phone number').refine(
        (value) => value !== '',
        'Phone number is required',
      ),
      location: singleLine(APPLICATION_LIMITS.location, 'Location').optional().default(''),
      position: requiredLine(
        APPLICATION_LIMITS.position,
        'Position',
        'Choose the position you are applying for',
      ).refine((value) => positions.includes(value), 'Choose one of the open positions, or Other'),
      experience,
      expected_salary: singleLine(APPLICATION_LIMITS.expectedSalary, 'Expected salary')
        .optional()
        .default(''),
      available_date: availableDate,
      cover_letter: multiLine(APPLICATION_LIMITS.coverLetter, 'Cover letter')
        .optional()
        .default(''),
      website: honeypot,
    })
    .strict();

export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>;
export type Application = z.output<ReturnType<typeof applicationSchema>>;
