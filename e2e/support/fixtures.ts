/** Test data several specs share. */
import { FORM_TOKEN_MIN_AGE_MS } from '../../lib/spam/form-token';

/** A marker no other test's mail carries, to find this test's message in the outbox. */
export const unique = (prefix = 'E2E') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A small but real PDF: the server judges the resume by its content. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * Waits until a person could have filled in a form whose page was opened at `openedAt` (a
 * Date.now() taken after the page loaded): a form sent sooner is scored as too fast for a person
 * (lib/spam/form-token.ts) and reaches staff marked as possible spam.
 */
export async function afterAPersonsPause(openedAt: number): Promise<void> {
  const wait = openedAt + FORM_TOKEN_MIN_AGE_MS + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
