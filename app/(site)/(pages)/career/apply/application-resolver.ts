import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { applicationSchema, type Application } from '@/lib/validation/application';
import type { ApplicationFormValues } from './application-fields';

/** The shared schema over the positions open now (the form's names are the API's). */
export function resolverFor(
  positions: readonly string[],
): Resolver<ApplicationFormValues, unknown, Application> {
  return zodResolver(applicationSchema(positions)) as Resolver<
    ApplicationFormValues,
    unknown,
    Application
  >;
}
