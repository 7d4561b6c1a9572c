import 'server-only';
import { BadRequestError } from './errors';
import { isContentType, readBodyBounded, readJsonObject } from './read-json';

/**
 * The fields of a submission of at most `limitBytes`: for a browser's own form post (`form`),
 * its `application/x-www-form-urlencoded` body; otherwise the JSON object the API takes (any
 * other type is refused with 415, as before). Line breaks are made `\n` (browsers send CRLF).
 */
export async function readFields(
  request: Request,
  limitBytes: number,
  { form }: { form: boolean },
): Promise<Record<string, unknown>> {
  if (!form || !isContentType(request, 'application/x-www-form-urlencoded')) {
    return readJsonObject(request, limitBytes);
  }
  const bytes = await readBodyBounded(request, limitBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestError('The form data is not valid UTF-8.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new BadRequestError('A field was sent more than once.');
    fields[name] = value.replace(/\r\n?/g, '\n');
  }
  return fields;
}
