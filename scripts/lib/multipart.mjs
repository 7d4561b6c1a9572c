// multipart/form-data bodies built by hand, so tests and benchmarks control every byte.

export const BOUNDARY = '----acme-test-boundary-7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** The line that closes a multipart body. */
export const CLOSING = `--${BOUNDARY}--\r\n`;

export function partHeader(part, boundary = BOUNDARY) {
  const disposition =
    'filename' in part
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
      : `form-data; name="${part.name}"`;
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`;
}

export function multipart(parts, boundary = BOUNDARY) {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(partHeader(part, boundary)),
      'filename' in part ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

export const fieldParts = (fields) =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

export const resumePart = (content, filename = 'my cv.pdf', type = 'application/pdf') => ({
  name: 'resume',
  filename,
  type,
  content,
});
