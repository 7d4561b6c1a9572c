import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '@/lib/drafts';

/** Keeps a form's typed input in sessionStorage until it is sent (see lib/drafts.ts). */
export function useDraft<T extends FieldValues>(formId: string, form: UseFormReturn<T>): void {
  const { reset, watch } = form;
  useEffect(() => {
    const draft = loadDraft<T>(formId);
    if (draft) reset({ ...form.formState.defaultValues, ...draft } as T);
    const subscription = watch((values) => saveDraft(formId, values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // The draft is restored once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);
}
