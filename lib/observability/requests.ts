import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '@/lib/log';
import { metrics } from '@/lib/metrics';

/**
 * Requests by route and status, counted where every request begins and ends: the site's server
 * (scripts/serve.mjs) times each one and, once its answer is sent, calls the hook registered here
 * (instrumentation.ts), in the same process. The route is the pattern of the page or route handler
 * that serves the path, read from the build's own routing table (`routes-manifest.json`, which
 * Next routes by), never the path a visitor typed.
 *
 * (This replaced counting from Next's OpenTelemetry spans: a context manager and a span for
 * every request cost about a tenth of a form post's CPU in `npm run bench:api`.)
 */

type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

/** What the site's server tells of a request once its answer is sent. */
export type RequestEnded = {
  /** The request's target: path and query, as received. */
  url: string;
  method: string;
  status: number;
  seconds: number;
  requestId: string;
};

/**
 * The label of a path: the pattern of the route that serves it (`/news/[slug]`); 'assets' for the
 * build's files and public files; 'redirect' for a redirect of a path no route serves (an alias);
 * 'unmatched' for anything else (a 404 of an unknown path).
 */
export function routeMatcher(
  manifest: RoutesManifest,
): (pathname: string, status: number) => string {
  // Intercepting routes ('/(.)news/[slug]') serve soft navigations to the plain path; they are
  // never a path of their own.
  const routes = (list: ManifestRoute[] = []) =>
    list
      .filter(({ page }) => !page.includes('(.)') && !page.startsWith('/_'))
      .map(({ page, regex }) => ({ page, pattern: new RegExp(regex) }));
  const staticRoutes = new Map(routes(manifest.staticRoutes).map((r) => [r.page, r.page]));
  const dynamicRoutes = routes(manifest.dynamicRoutes);
  return (pathname, status) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const page = staticRoutes.get(path) ?? dynamicRoutes.find((r) => r.pattern.test(path))?.page;
    if (page !== undefined) return page;
    if (path.startsWith('/_next/')) return 'assets';
    if (status >= 300 && status < 400 && status !== 304) return 'redirect';
    if (status < 400) return 'assets';
    return 'unmatched';
  };
}

/** The build's routing table: `.next/` in production, `.next/dev/` in development; null if none. */
function readManifest(): RoutesManifest | null {
  for (const folder of [['.next'], ['.next', 'dev']]) {
    try {
      return JSON.parse(
        readFileSync(join(process.cwd(), ...folder, 'routes-manifest.json'), 'utf8'),
      ) as RoutesManifest;
    } catch {
      // not this one
    }
  }
  return null;
}

/** '2xx'...'5xx' from a status code. */
export function statusClass(status: unknown): string {
  const code = Number(status);
  return code >= 100 && code < 600 ? `${Math.floor(code / 100)}xx` : 'unknown';
}

/** Counts a request and writes its log line. */
export function countRequest(
  route: string,
  method: string,
  status: number,
  durationSeconds: number,
  requestId: string | undefined,
): void {
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc({ route, method, status: statusClass(status) });
  httpDuration.observe({ route, method }, durationSeconds);
  log.info('http.request', {
    requestId,
    method,
    route,
    status,
    durationMs: Math.round(durationSeconds * 10_000) / 10,
  });
}

type Hook = { __siteRequestEnded?: (request: RequestEnded) => void };

/**
 * Registers the hook scripts/serve.mjs calls as each answer is sent (instrumentation.ts, once per
 * process). A method outside the usual set is counted as 'other', so the labels stay few.
 */
export function startRequestCounting(manifest = readManifest() ?? {}): void {
  const routeOf = routeMatcher(manifest);
  (globalThis as Hook).__siteRequestEnded = ({ url, method, status, seconds, requestId }) => {
    const pathname = url.split('?', 1)[0] ?? '/';
    countRequest(routeOf(pathname, status), knownMethod(method), status, seconds, requestId);
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const knownMethod = (method: string) => (METHODS.has(method) ? method : 'other');
