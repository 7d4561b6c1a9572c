import type { ApplicationInput } from '@/lib/validation/application';

/** The form's fields, named as POST /api/apply/ reads them (the browser may post the form itself). */
export const applicationFieldNames = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'position',
  'experience',
  'expected_salary',
  'available_date',
  'cover_letter',
  'website',
] as const satisfies readonly (keyof ApplicationInput)[];

export type ApplicationFieldName = (typeof applicationFieldNames)[number];
export type ApplicationFormValues = Record<ApplicationFieldName, string>;

export const isApplicationField = (name: string): name is ApplicationFieldName =>
  (applicationFieldNames as readonly string[]).includes(name);
