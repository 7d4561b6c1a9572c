import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The `root` error a lazy resolver reports when its validation code could not be loaded. */
export const VALIDATION_UNAVAILABLE = 'validation-unavailable';

/**
 * A react-hook-form resolver whose code (the zod schema, and zod with it) is fetched the first
 * time it is needed, not with the page: forms validate on submit, and `preload` lets a form start
 * the download as soon as a visitor focuses it. When the download fails (the visitor went
 * offline), validation reports a `root` error of type VALIDATION_UNAVAILABLE instead of throwing,
 * so the form stays usable and can say so; the next attempt downloads again.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  let pending: Promise<Resolver<Input, Context, Output>> | undefined;

  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };

  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, Context, Output>;
    try {
      resolve = await loadOnce();
    } catch {
      const errors = {
        root: { type: VALIDATION_UNAVAILABLE, message: VALIDATION_UNAVAILABLE },
      } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };

  return { resolver, preload: () => void loadOnce().catch(() => undefined) };
}

/**
 * handleSubmit's onInvalid for a form on a lazyResolver: field errors show beside their fields;
 * a validator that could not load is taken off the form and reported through `report` (the
 * visitor is most likely offline).
 */
export function onValidationUnavailable<Values extends FieldValues>(
  form: { clearErrors: (name: 'root') => void },
  report: () => void,
) {
  return (errors: FieldErrors<Values>) => {
    if (errors.root?.type !== VALIDATION_UNAVAILABLE) return;
    form.clearErrors('root');
    report();
  };
}
