import 'server-only';
import { HttpError, ValidationError } from './errors';

const noStore = { 'Cache-Control': 'no-store' };

export function created(): Response {
  return Response.json({ ok: true }, { status: 201, headers: noStore });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body =
      error instanceof ValidationError
        ? { ok: false, error: error.message, errors: error.errors }
        : { ok: false, error: error.message };
    return Response.json(body, { status: error.status, headers: { ...noStore, ...error.headers } });
  }
  // A fault of ours, never of the client's input: logged in full, answered without details.
  console.error('[api] unexpected error', error);
  return Response.json(
    { ok: false, error: 'The service is temporarily unavailable. Please try again later.' },
    { status: 503, headers: { ...noStore, 'Retry-After': '30' } },
  );
}

/** Runs a handler and turns every thrown error into the JSON answer contract. */
export async function withErrorContract(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    return errorResponse(error);
  }
}

export function methodNotAllowed(allowed: string): Response {
  return Response.json(
    { ok: false, error: 'Method not allowed.' },
    { status: 405, headers: { ...noStore, Allow: allowed } },
  );
}

/**
 * The handlers of a POST-only endpoint for every other method: the JSON 405 with `Allow: POST`.
 * OPTIONS and HEAD too: left out, Next would answer them itself (OPTIONS with a 204 that lists
 * every method, HEAD with GET's answer). A route exports them by destructuring.
 */
export function otherThanPost() {
  const notAllowed = () => methodNotAllowed('POST');
  return {
    GET: notAllowed,
    HEAD: notAllowed,
    OPTIONS: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  };
}
