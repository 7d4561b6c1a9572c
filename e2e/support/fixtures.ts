/** Test data several specs share. */
import { FORM_TOKEN_MIN_AGE_MS } from '../../lib/spam/form-token';
import { pdfFile } from '../../scripts/lib/resume-files.mjs';

/** A marker no other test's mail carries, to find this test's message in the outbox. */
export const unique = (prefix = 'E2E') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A small but real PDF: the server judges the resume by its content. */
export const pdfBytes = pdfFile();

/**
 * Waits until a person could have filled in a form whose page was opened at `openedAt` (a
 * Date.now() taken after the page loaded): a form sent sooner is scored as too fast for a person
 * (lib/spam/form-token.ts) and reaches staff marked as possible spam.
 */
export async function afterAPersonsPause(openedAt: number): Promise<void> {
  const wait = openedAt + FORM_TOKEN_MIN_AGE_MS + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
