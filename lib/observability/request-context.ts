import 'server-only';
import { logContext, withLogContext } from '@/lib/log';
import { newRequestId, REQUEST_ID_HEADER, requestIdFor } from './request-id';

/**
 * Runs a route handler's work with its request's id (lib/observability/request-id.ts) in every log
 * line it writes and in the request's own line, and puts the id on the answer. Nested calls (a
 * submission's answer inside the API's error contract) share the outer one's id.
 */
export async function withRequestId(
  request: Request | undefined,
  work: () => Promise<Response>,
): Promise<Response> {
  const current = logContext().requestId;
  if (typeof current === 'string') return work();
  const requestId = request ? requestIdFor(request.headers) : newRequestId();
  const response = await withLogContext({ requestId }, work);
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // An answer with immutable headers (Response.redirect): the same answer, its headers copied.
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(response.body, { status: response.status, headers });
  }
}
