import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { REPORTING_MARK } from '@/lib/vitals/definitions';

/**
 * The browser half of the field data: this page load's Core Web Vitals, measured by Google's
 * web-vitals library and sent to POST /api/vitals under the route pattern the visitor landed on
 * (never the address). Loaded by components/shell/web-vitals.tsx once the page has loaded and the
 * browser is idle: web-vitals reads the paints, shifts and interactions that came before from the
 * performance timeline's buffer.
 */

type Entry = { name: string; value: number; route: string };

const ENDPOINT = '/api/vitals';
/** The server takes at most 10 metrics in one report (lib/vitals/beacon.ts). */
const PER_REPORT = 10;

/** The reports of `entries`, at most PER_REPORT metrics each. */
function reports(entries: Entry[]): string[] {
  const bodies = [];
  for (let start = 0; start < entries.length; start += PER_REPORT)
    bodies.push(JSON.stringify({ metrics: entries.slice(start, start + PER_REPORT) }));
  return bodies;
}

const post = (body: string) =>
  ({
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'omit',
  }) satisfies RequestInit;

/**
 * Sends without cookies: sendBeacon always sends the site's cookies (the form token), so a
 * keepalive fetch with `credentials: 'omit'`, which outlives the page exactly as a beacon does
 * (the Fetch standard defines sendBeacon as one). sendBeacon only where keepalive is missing.
 */
function send(entries: Entry[]): void {
  for (const body of reports(entries)) {
    if ('keepalive' in Request.prototype) {
      void fetch(ENDPOINT, { ...post(body), keepalive: true }).catch(() => undefined);
    } else {
      navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
    }
  }
}

type FetchLater = (input: string, init: RequestInit) => unknown;

/**
 * The same reports handed to the browser to send when the page goes without sending them itself
 * (`fetchLater`, Chrome 135 and later; elsewhere nothing). A page left for another site is
 * unloaded in a renderer the browser stops about 500 ms later, whether or not the page's handlers
 * have run: one too busy to run them as it is hidden sends nothing (e2e/web-vitals.spec.ts
 * measures both). Returns what cancels them, or null when none were handed over.
 */
function sendIfUnloaded(entries: Entry[]): AbortController | null {
  const fetchLater = (window as { fetchLater?: FetchLater }).fetchLater;
  if (!fetchLater || entries.length === 0) return null;
  const unsent = new AbortController();
  try {
    for (const body of reports(entries))
      fetchLater(ENDPOINT, { ...post(body), signal: unsent.signal });
  } catch {
    // Over the browser's quota for deferred requests, or a page not served over HTTPS (nor from
    // localhost): the page's own sending is all there is.
    unsent.abort();
    return null;
  }
  return unsent;
}

/** Milliseconds to a tenth, CLS to four decimals: enough for the histograms, and a short body. */
const rounded = ({ name, value }: Metric) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

let started = false;

/**
 * Collects the page load's metrics as web-vitals finalises them and sends them together when the
 * page is hidden (tab switched, navigated away, closed), when CLS and INP are final: one request
 * per page view, sent as the page goes. Where the browser can, what is collected is also handed
 * to it as it comes, for a page that goes without sending it (a renderer too busy when the page is
 * left for another site): the metrics final by then arrive, and only once. Once per page load.
 *
 * Each metric of a page view is counted once, with the value it had when the page was first
 * hidden. web-vitals reports CLS and INP again (under the same id) when a page returned to has
 * them grown by the time it is hidden again; the server, keeping no identifier, would count that
 * page view twice in their histograms, so a metric already sent is not sent again. A page restored
 * from the back/forward cache is a page view of its own: web-vitals gives its metrics new ids.
 */
export function reportWebVitals(route: string): void {
  if (started) return;
  started = true;
  // Keyed by web-vitals' id of the metric: a later report of one not yet sent replaces it.
  const queue = new Map<string, Entry>();
  const sent = new Set<string>();
  // What is queued is also with the browser, to be sent if the page goes without sending it:
  // handed over again whenever the queue changes (nothing once it is empty).
  let deferred: AbortController | null = null;
  const handOver = () => {
    deferred?.abort();
    deferred = sendIfUnloaded([...queue.values()]);
  };
  const collect = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    queue.set(metric.id, { name: metric.name, value: rounded(metric), route });
    handOver();
  };
  onLCP(collect);
  onCLS(collect);
  onINP(collect);
  onFCP(collect);
  onTTFB(collect);

  const flush = () => {
    if (queue.size === 0) return;
    send([...queue.values()]);
    for (const id of queue.keys()) sent.add(id);
    queue.clear();
    handOver();
  };
  // On the document, so it runs after web-vitals' own listeners (capturing, on window) have
  // reported the final CLS, INP and LCP of the page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // A page being left fires pagehide first, then (if it was visible) visibilitychange, where
  // web-vitals finalises LCP and CLS: flushing here too would send FCP and TTFB alone and the
  // rest in a second request. So pagehide sends only for a page that is hidden already (what
  // was reported since it was hidden); a visible one sends on the visibilitychange that follows.
  window.addEventListener('pagehide', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // When this page load's reporting began, on the performance timeline (DevTools shows it): a
  // page hidden before it goes unreported, which is what e2e/web-vitals.spec.ts waits out.
  performance.mark(REPORTING_MARK);
}
