import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '@/lib/drafts';

/**
 * Keeps a form's typed input in sessionStorage until it is sent (see lib/drafts.ts). A form shown
 * with what the server sent back (`restore` false) keeps that rather than an older draft.
 */
export function useDraft<T extends FieldValues>(
  formId: string,
  form: UseFormReturn<T>,
  restore = true,
): void {
  const { reset, watch } = form;
  useEffect(() => {
    const draft = restore ? loadDraft<T>(formId) : null;
    if (draft) reset({ ...form.formState.defaultValues, ...draft } as T);
    const subscription = watch((values) => saveDraft(formId, values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // The draft is restored once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);
}
