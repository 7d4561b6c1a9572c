import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { loadDraft, saveDraft } from '@/lib/drafts';
import { hasInput } from '@/lib/forms/typed';

/**
 * Keeps a form's typed input in sessionStorage until it is sent (see lib/drafts.ts). A form shown
 * with what the server sent back, or with what was typed into its server HTML before its code
 * came (`restore` false), keeps that rather than an older draft, and keeps it as the draft at
 * once: nothing else would until the next keystroke.
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
    else if (!restore) {
      const values = form.getValues() as Record<string, unknown>;
      if (hasInput(values)) saveDraft(formId, values);
    }
    const subscription = watch((values) => saveDraft(formId, values as Record<string, unknown>));
    return () => subscription.unsubscribe();
    // The draft is restored once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);
}
