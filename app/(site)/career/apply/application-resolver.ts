import type { FieldErrors, Resolver } from 'react-hook-form';
import { applicationSchema, fieldErrors, type Application } from '@/lib/validation/application';
import {
  formNames,
  multipartNames,
  type ApplicationFieldName,
  type ApplicationFormValues,
} from './application-fields';

/** The shared schema, run over the multipart names and reported under the form's names. */
export function resolverFor(
  positions: readonly string[],
): Resolver<ApplicationFormValues, unknown, Application> {
  const schema = applicationSchema(positions);
  return async (values) => {
    const input = Object.fromEntries(
      Object.entries(multipartNames).map(([formName, name]) => [
        name,
        values[formName as ApplicationFieldName],
      ]),
    );
    const result = schema.safeParse(input);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ApplicationFormValues> = {};
    for (const [name, message] of Object.entries(fieldErrors(result.error))) {
      const field = formNames.get(name);
      if (field) errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
