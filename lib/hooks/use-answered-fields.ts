import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/state';

/**
 * A form's fields with the server's messages from `initialState` (the form sent without JavaScript
 * and shown again): `field` registers a field so that editing it clears both its messages, and
 * `errorFor` gives the browser's check first, else the server's. `answered` (for the error
 * summary) holds the server's messages not yet cleared; `clearAnswered` drops them all on a send.
 */
export function useAnsweredFields<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  initialState?: FormState,
) {
  const [answered, setAnswered] = useState<Record<string, string>>(initialState?.errors ?? {});
  const field = (name: Path<Values>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setAnswered((messages) => {
          const rest = { ...messages };
          delete rest[name];
          return rest;
        });
      },
    });
  const errorFor = (name: Path<Values>): string | undefined => {
    const checked = form.formState.errors[name]?.message;
    return typeof checked === 'string' ? checked : answered[name];
  };
  return { answered, clearAnswered: () => setAnswered({}), field, errorFor };
}
