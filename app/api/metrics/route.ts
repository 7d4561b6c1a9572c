import { methodNotAllowed, withErrorContract } from '@/lib/http/respond';
import { mayReadMetrics } from '@/lib/observability/metrics-access';
import { scrape } from '@/lib/observability/scrape';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Without METRICS_TOKEN, or without its bearer, there is no such endpoint. proxy.ts answers those
 * requests with the site's 404 page, as for any unknown path; this bare 404 is what the handler
 * says should one reach it all the same.
 */
const authorised = (request: Request) => mayReadMetrics(request.headers);
const notFound = () =>
  new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** The operating figures in Prometheus' text format (lib/metrics.ts, docs/operations.md). */
export async function GET(request: Request): Promise<Response> {
  if (!authorised(request)) return notFound();
  return withErrorContract(async () => {
    const { text, contentType } = await scrape();
    return new Response(text, {
      headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
    });
  }, request);
}

/** Other methods: the API's JSON 405 to whoever holds the token; to anyone else, the 404. */
function otherMethod(request: Request): Promise<Response> | Response {
  return authorised(request) ? methodNotAllowed('GET') : notFound();
}
export {
  otherMethod as HEAD,
  otherMethod as POST,
  otherMethod as OPTIONS,
  otherMethod as PUT,
  otherMethod as PATCH,
  otherMethod as DELETE,
};
