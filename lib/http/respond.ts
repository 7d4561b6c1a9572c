import 'server-only';
import { log } from '@/lib/log';
import { withRequestId } from '@/lib/observability/request-context';
import { HttpError, ValidationError } from './errors';
import { requestBody, type RequestBody } from './request-body';

const noStore = { 'Cache-Control': 'no-store' };

/** 201 with the submission's reference, which the site shows and the e-mails carry. */
export function created(reference: string): Response {
  return Response.json({ ok: true, reference }, { status: 201, headers: noStore });
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
  log.error('api.error', {}, error);
  return Response.json(
    { ok: false, error: 'The service is temporarily unavailable. Please try again later.' },
    { status: 503, headers: { ...noStore, 'Retry-After': '30' } },
  );
}

/**
 * An answer given before the whole request body arrived (a 413, 400, 415 or 429), sent at once
 * but ended only when RequestBody.release is over: when the client asked to close the
 * connection, Node closes it as the answer ends, and a client still writing then gets a reset
 * that can discard the answer it has not read yet. (Next sends a route's answer chunked, so the
 * client has the whole JSON before the end; it cannot be given a Content-Length.)
 */
export async function lingering(response: Response, body: RequestBody): Promise<Response> {
  const released = body.release();
  if (body.complete || !response.body) return response;
  // The answer's bytes pass through at once; its end waits until the body is released.
  const held = response.body.pipeThrough(new TransformStream({ flush: () => released }));
  return new Response(held, { status: response.status, headers: response.headers });
}

/**
 * Runs a handler and turns every thrown error into the JSON answer contract. Given the request,
 * its body is released with the answer (see `lingering`). The answer carries the request's id
 * (`X-Request-Id`), as do the log lines written meanwhile.
 */
export async function withErrorContract(
  handler: () => Promise<Response>,
  request?: Request,
): Promise<Response> {
  return withRequestId(request, async () => {
    let response: Response;
    try {
      response = await handler();
    } catch (error) {
      response = errorResponse(error);
    }
    return request ? lingering(response, requestBody(request)) : response;
  });
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
