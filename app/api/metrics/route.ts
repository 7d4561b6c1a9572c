import { env } from '@/lib/env';
import { methodNotAllowed, withErrorContract } from '@/lib/http/respond';
import { hasBearer, notFound, scrape } from '@/lib/observability/scrape';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Without METRICS_TOKEN, or without its bearer, there is no such endpoint: the site's 404. */
const authorised = (request: Request) =>
  env.METRICS_TOKEN !== undefined && hasBearer(request.headers, env.METRICS_TOKEN);

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
