/**
 * The Core Web Vitals the site collects from its visitors' browsers, and how the server keeps
 * them: each as a Prometheus histogram whose buckets sit around Google's 'good' and 'poor'
 * thresholds, so a p75 interpolated between buckets is sharpest where the decision is made.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

type VitalDefinition = {
  /** The histogram's name in the scrape. */
  metric: string;
  help: string;
  /** From the browser's unit (milliseconds; CLS has none) to the histogram's (seconds). */
  scale: number;
  /** Upper bounds of the buckets, in the histogram's unit (+Inf is added). */
  buckets: readonly number[];
  /** The largest value a browser can plausibly report, in its own unit; above it is refused. */
  max: number;
};

/** The User Timing mark the browser sets once it reports this page load (web-vitals-report.ts). */
export const REPORTING_MARK = 'web-vitals:reporting';

const ONE_HOUR_MS = 3_600_000;

export const VITALS: Record<VitalName, VitalDefinition> = {
  LCP: {
    metric: 'web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint reported by visitors, by route pattern (good <= 2.5 s, poor > 4 s).',
    scale: 0.001,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    max: ONE_HOUR_MS,
  },
  INP: {
    metric: 'web_vitals_inp_seconds',
    help: 'Interaction to Next Paint reported by visitors, by route pattern (good <= 0.2 s, poor > 0.5 s).',
    scale: 0.001,
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
    max: ONE_HOUR_MS,
  },
  CLS: {
    metric: 'web_vitals_cls',
    help: 'Cumulative Layout Shift reported by visitors, by route pattern (good <= 0.1, poor > 0.25).',
    scale: 1,
    // A page that never moves reports exactly 0, as most visits of this site's pages do. Without
    // a bucket at 0 the p75 of such visits is interpolated inside the first bucket (0.0075, shown
    // as 0.007 after 20 loads of three routes with no layout shift in any); with it, 0.
    buckets: [0, 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    max: 100,
  },
  FCP: {
    metric: 'web_vitals_fcp_seconds',
    help: 'First Contentful Paint reported by visitors, by route pattern (good <= 1.8 s, poor > 3 s).',
    scale: 0.001,
    buckets: [0.5, 1, 1.5, 1.8, 2.4, 3, 4, 6, 10],
    max: ONE_HOUR_MS,
  },
  TTFB: {
    metric: 'web_vitals_ttfb_seconds',
    help: 'Time to First Byte reported by visitors, by route pattern (good <= 0.8 s, poor > 1.8 s).',
    scale: 0.001,
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
    max: ONE_HOUR_MS,
  },
};

/** The index of the bucket `value` (in the histogram's unit) falls in; buckets.length is +Inf. */
export function bucketIndex(name: VitalName, value: number): number {
  const { buckets } = VITALS[name];
  const index = buckets.findIndex((bound) => value <= bound);
  return index === -1 ? buckets.length : index;
}

// Where lib/vitals/store.ts keeps the series in Redis: a set naming them, and a hash per metric and
// route. `web-vitals:`, not the `vitals:` of the hashes whose fields were bucket indexes (b0, b1,
// ...): those no longer match CLS's buckets and are not read.
export const REDIS_SERIES_INDEX = 'web-vitals:series';
export const redisSeriesKey = (name: VitalName, route: string) => `web-vitals:${name}:${route}`;

/**
 * A bucket's field in a series' hash in Redis (lib/vitals/store.ts), named by its upper bound
 * (`le:2.5`, `le:+Inf`) as in the scrape: a bucket added to a histogram later starts empty
 * instead of shifting the others.
 */
export function bucketField(name: VitalName, index: number): string {
  return `le:${VITALS[name].buckets[index] ?? '+Inf'}`;
}
