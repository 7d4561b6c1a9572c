/**
 * What a visitor typed into a form's own HTML: the server's form before its code came (see
 * components/forms/deferred-form.tsx), read from the elements themselves. `hasInput` is the one
 * test of 'holds text' that these, the drafts (lib/drafts.ts) and the draft hook share.
 */

/** Whether any text field holds something other than blanks: only then is there a draft. */
export function hasInput(values: Record<string, unknown>): boolean {
  return Object.values(values).some((value) => typeof value === 'string' && value.trim() !== '');
}

/** The value of a control the visitor changed, or undefined if it is still the server's. */
export function changedValue(control: Element): string | undefined {
  if (control instanceof HTMLTextAreaElement) {
    return control.value === control.defaultValue ? undefined : control.value;
  }
  if (control instanceof HTMLInputElement) {
    if (['checkbox', 'radio', 'file', 'hidden', 'submit'].includes(control.type)) return undefined;
    return control.value === control.defaultValue ? undefined : control.value;
  }
  if (control instanceof HTMLSelectElement) {
    const initial =
      [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value === (initial?.value ?? '') ? undefined : control.value;
  }
  return undefined;
}

/** The fields of `form` whose value is not the one the server rendered, by name. */
export function typedInto(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of form?.elements ?? []) {
    const name = control.getAttribute('name');
    const value = changedValue(control);
    if (name && value !== undefined) typed[name] = value;
  }
  return typed;
}

/**
 * Whether a form on the page that sends something (method post) holds typed text no draft has
 * kept yet: the server's form, typed into before its code came or while it could not come.
 */
export function hasTypedInput(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLFormElement>('form[method="post"]')].some((form) =>
    hasInput(typedInto(form)),
  );
}
