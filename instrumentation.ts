import type { Instrumentation } from 'next';

/**
 * Runs once when a server instance starts: the hook that counts and logs each request as the
 * site's server sends its answer is registered (lib/observability/requests.ts), and the mail
 * queue's background sender begins, so what was accepted before a restart is delivered without
 * waiting for the next submission. It says where mail goes, and warns a production server that has
 * no SITE_URL (lib/site.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { startRequestCounting } = await import('./lib/observability/requests');
    startRequestCounting();
    const { announceMailDelivery, getMailer } = await import('./lib/mail');
    getMailer();
    announceMailDelivery();
    const { announceSiteAddress } = await import('./lib/site');
    announceSiteAddress();
  } catch (error) {
    // Next logs a start that failed here (invalid settings, lib/env.ts) and serves anyway, every
    // answer a 500: the server entry (scripts/serve.mjs) is told, and exits instead.
    (globalThis as { __siteStartFailed?: (error: unknown) => void }).__siteStartFailed?.(error);
    throw error;
  }
}

/**
 * An error thrown while rendering or in a route handler: one line with the route and the request
 * id, never the request's body or its headers' values.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/log');
  const requestId = request.headers['x-request-id'];
  // The digest is what the visitor's error page shows: the line a report of it finds.
  const digest = (error as { digest?: unknown } | null)?.digest;
  log.error(
    'request.error',
    {
      route: context.routePath,
      routeType: context.routeType,
      method: request.method,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      digest: typeof digest === 'string' ? digest : undefined,
    },
    error,
  );
};
