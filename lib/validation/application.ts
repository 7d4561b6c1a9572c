import { z } from 'zod';
import {
  APPLICATION_LIMITS,
  experienceOptions,
  indianToday,
  latestStartDate,
} from './application-rules';
import {
  email,
  fieldErrors,
  honeypot,
  multiLine,
  noticeFields,
  optionalPhone,
  requiredLine,
  singleLine,
} from './fields';

export * from './application-rules';
export { fieldErrors };

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
      ...noticeFields,
    })
    .strict();

export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>;
export type Application = z.output<ReturnType<typeof applicationSchema>>;
