import type { ApplicationInput } from '@/lib/validation/application';

/** The form's own names and the multipart names POST /api/apply/ reads. */
export const multipartNames = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  position: 'position',
  experience: 'experience',
  expectedSalary: 'expected_salary',
  availableDate: 'available_date',
  coverLetter: 'cover_letter',
  website: 'website',
} as const satisfies Record<string, keyof ApplicationInput>;

export type ApplicationFormValues = Record<keyof typeof multipartNames, string>;
export type ApplicationFieldName = keyof ApplicationFormValues;

export const formNames = new Map<string, ApplicationFieldName>(
  Object.entries(multipartNames).map(([formName, multipartName]) => [
    multipartName,
    formName as ApplicationFieldName,
  ]),
);
