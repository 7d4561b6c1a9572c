import { log } from '@/lib/log';
import { metrics } from '@/lib/metrics';
import { SITE_ROUTES } from '@/lib/vitals/routes';

/**
 * Requests by route and status, counted where every request begins and ends: the site's server
 * (scripts/serve.mjs) times each one and, once its answer is sent, calls the hook registered here
 * (instrumentation.ts), in the same process. The route is the pattern of the page or route handler
 * that serves the path (APP_ROUTES), never the path a visitor typed.
 *
 * (This replaced counting from Next's OpenTelemetry spans: a context manager and a span for
 * every request cost about a tenth of a form post's CPU in `npm run bench:api`.)
 */

/**
 * Every route of the app: the public site's pages (the field data's set) and the route handlers,
 * the editor and the metadata files. __tests__/lib/observability/requests.test.ts keeps it in step
 * with app/ on disk.
 */
export const APP_ROUTES = [
  ...SITE_ROUTES,
  '/admin/[[...segments]]',
  '/api/apply',
  '/api/contact',
  '/api/health',
  '/api/metrics',
  '/api/notify',
  '/api/vitals',
  '/career/feed.json',
  '/career/feed.xml',
  '/cms-api/[...slug]',
  '/cms-preview',
  '/icon.svg',
  '/icons/[file]',
  '/media/[file]',
  '/robots.txt',
  '/sitemap.xml',
  '/tech-logos/[file]',
] as const;

/** What the site's server tells of a request once its answer is sent. */
export type RequestEnded = {
  /** The request's target: path and query, as received. */
  url: string;
  method: string;
  status: number;
  seconds: number;
  requestId: string;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

/** A pattern's regular expression: `[x]` one segment, `[...x]` one or more, `[[...x]]` any. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/.+)?';
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/.+';
      if (/^\[[^\]]+\]$/.test(segment)) return '/[^/]+';
      return `/${escape(segment)}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/**
 * The label of a path: the pattern of the route that serves it (`/news/[slug]`), a path without a
 * parameter before one with them (`/career/apply` before `/career/[slug]`); 'assets' for the
 * build's files and public files; 'redirect' for a redirect of a path no route serves (an alias);
 * 'unmatched' for anything else (a 404 of an unknown path).
 */
export function routeMatcher(
  patterns: readonly string[] = APP_ROUTES,
): (pathname: string, status: number) => string {
  const fixed = new Set(patterns.filter((pattern) => !pattern.includes('[')));
  const dynamic = patterns
    .filter((pattern) => pattern.includes('['))
    .sort((a, b) => a.split('[').length - b.split('[').length)
    .map((pattern) => ({ pattern, regex: patternRegex(pattern) }));
  return (pathname, status) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (fixed.has(path)) return path;
    const route = dynamic.find(({ regex }) => regex.test(path))?.pattern;
    if (route !== undefined) return route;
    if (path.startsWith('/_next/')) return 'assets';
    if (status >= 300 && status < 400 && status !== 304) return 'redirect';
    if (status < 400) return 'assets';
    return 'unmatched';
  };
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
export function startRequestCounting(): void {
  const routeOf = routeMatcher();
  (globalThis as Hook).__siteRequestEnded = ({ url, method, status, seconds, requestId }) => {
    const pathname = url.split('?', 1)[0] ?? '/';
    countRequest(routeOf(pathname, status), knownMethod(method), status, seconds, requestId);
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const knownMethod = (method: string) => (METHODS.has(method) ? method : 'other');
