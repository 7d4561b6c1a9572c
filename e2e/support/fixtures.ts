/** Test data several specs share. */

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
