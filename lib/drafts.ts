/**
 * Form drafts live in sessionStorage until they are sent, so typed input survives going offline
 * and coming back. Every key starts with DRAFT_PREFIX; the offline dialog uses hasUnsentInput()
 * to decide whether reloading on reconnect is safe.
 */
import { hasInput, hasTypedInput } from '@/lib/forms/typed';

export const DRAFT_PREFIX = 'draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(formId: string, values: Record<string, unknown>): void {
  if (hasInput(values)) storage()?.setItem(DRAFT_PREFIX + formId, JSON.stringify(values));
  else clearDraft(formId);
}

export function loadDraft<T extends Record<string, unknown>>(formId: string): Partial<T> | null {
  const raw = storage()?.getItem(DRAFT_PREFIX + formId);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(formId: string): void {
  storage()?.removeItem(DRAFT_PREFIX + formId);
}

export function hasUnsentDrafts(): boolean {
  return Object.keys(storage() ?? {}).some((key) => key.startsWith(DRAFT_PREFIX));
}

/**
 * Whether reloading the page would lose something typed: a draft kept, or text typed into a form's
 * server HTML whose code has not come (no draft is kept before it has).
 */
export function hasUnsentInput(): boolean {
  return hasUnsentDrafts() || hasTypedInput();
}
