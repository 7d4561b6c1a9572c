/** multipart/form-data bodies built by hand, so tests control every byte. */

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: Buffer };

export const BOUNDARY = '----acme-test-boundary-7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** The line that closes a multipart body. */
export const CLOSING = `--${BOUNDARY}--\r\n`;

export function partHeader(part: Part): string {
  const disposition =
    'filename' in part
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
      : `form-data; name="${part.name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`;
}

export function multipart(parts: readonly Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(partHeader(part)),
      'filename' in part ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(CLOSING),
  ]);
}

export const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

export const resumePart = (
  content: Buffer,
  filename = 'my cv.pdf',
  type = 'application/pdf',
): Part => ({ name: 'resume', filename, type, content });
