import 'server-only';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors';
import { requestBody } from './request-body';

export function isContentType(request: Request, expected: string): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === expected;
}

/**
 * Reads at most `limitBytes` of the body, counting while it streams (request.json() has no
 * limit), and stops reading as soon as the limit is passed; the rest is left to
 * `RequestBody.release`, which the answer calls.
 */
export async function readBodyBounded(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new PayloadTooLargeError();

  const body = requestBody(request);
  const chunks: Uint8Array[] = [];
  for (let chunk = await body.read(limitBytes); chunk; chunk = await body.read(limitBytes)) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A JSON object from an `application/json` body of at most `limitBytes`. */
export async function readJsonObject(
  request: Request,
  limitBytes: number,
): Promise<Record<string, unknown>> {
  if (!isContentType(request, 'application/json')) {
    throw new UnsupportedMediaTypeError('application/json');
  }
  const bytes = await readBodyBounded(request, limitBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
