import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The operating figures, in Prometheus' model (`GET /api/metrics` renders them). One registry per
 * process, kept on globalThis: Next bundles this module into every route that imports it, and
 * each copy must count into the same counters, or a scrape would see only the metrics route's.
 *
 * Labels are closed sets (a route pattern, never a path with a slug typed by a visitor; a reason
 * from the code, never a message), so the number of series stays bounded whatever is requested.
 */

export interface SiteMetrics {
  registry: Registry;
  /** Every request Next serves, by route pattern, method and status class (2xx..5xx). */
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route' | 'method'>;
  /** Form posts: accepted, refused (with the reason: invalid, rate-limited, cross-site...) or spam. */
  submissions: Counter<'form' | 'outcome' | 'reason'>;
  /** Acknowledgements to visitors: sent, or skipped (with why: daily cap, spam, ...). */
  acknowledgements: Counter<'outcome' | 'reason'>;
  /** Deliveries to the mail server: delivered, failed (an attempt that will be retried), dead. */
  mailDeliveries: Counter<'outcome'>;
  /** A request refused by a rate limit, by limit name. */
  rateLimitRefusals: Counter<'limit'>;
  /** A store that answered from this instance because Redis did not (what: the store's name). */
  redisFallbacks: Counter<'what'>;
  buildInfo: Gauge<'version' | 'commit' | 'node'>;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create(): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests served, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and method.',
      labelNames: ['route', 'method'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    submissions: new Counter({
      name: 'form_submissions_total',
      help: 'Form submissions by form and outcome (accepted, refused, spam), with the reason of a refusal.',
      labelNames: ['form', 'outcome', 'reason'],
      registers,
    }),
    acknowledgements: new Counter({
      name: 'acknowledgements_total',
      help: 'Acknowledgement e-mails to visitors: sent, or skipped with the reason.',
      labelNames: ['outcome', 'reason'],
      registers,
    }),
    mailDeliveries: new Counter({
      name: 'mail_deliveries_total',
      help: 'Attempts to hand a message to the mail server: delivered, failed (retried) or dead-lettered.',
      labelNames: ['outcome'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'],
      registers,
    }),
    redisFallbacks: new Counter({
      name: 'redis_fallbacks_total',
      help: 'Times a store answered from this instance because Redis did not answer.',
      labelNames: ['what'],
      registers,
    }),
    buildInfo: new Gauge({
      name: 'site_build_info',
      help: 'Always 1; the labels say which build and Node.js this instance runs.',
      labelNames: ['version', 'commit', 'node'],
      registers,
    }),
  };
}

const holder = globalThis as { __siteMetrics?: SiteMetrics };

/** The process's metrics (created on first use). */
export function metrics(): SiteMetrics {
  return (holder.__siteMetrics ??= create());
}
