import 'server-only';
import type { Registry } from 'prom-client';
import { metrics } from '@/lib/metrics';
import { VITAL_NAMES, VITALS, type VitalName } from './definitions';
import type { VitalSeries } from './series';
import { vitalsStore, type VitalsStore } from './store';

/** One line of a histogram in the scrape, as prom-client's registry renders it. */
type HistogramValue = {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
};

/** A series in Prometheus' histogram form: cumulative buckets with `le`, then sum and count. */
export function histogramValues(series: VitalSeries): HistogramValue[] {
  const { metric, buckets } = VITALS[series.name];
  const labels = { route: series.route };
  let cumulative = 0;
  const values: HistogramValue[] = series.buckets.map((count, index) => {
    cumulative += count;
    const le = index < buckets.length ? buckets[index]! : '+Inf';
    return { metricName: `${metric}_bucket`, labels: { ...labels, le }, value: cumulative };
  });
  values.push({ metricName: `${metric}_sum`, labels, value: series.sum });
  values.push({ metricName: `${metric}_count`, labels, value: series.count });
  return values;
}

/**
 * The five histograms as metrics of the registry whose values are read from the store at scrape
 * time (one read of the store for the five), so with Redis every instance shows the shared counts.
 */
export function registerVitalHistograms(registry: Registry, store: VitalsStore): void {
  // The registry asks the five metrics at once in a scrape: they share one read while it lasts.
  let pending: Promise<VitalSeries[]> | undefined;
  const snapshot = () =>
    (pending ??= store.snapshot().finally(() => {
      pending = undefined;
    }));
  // Not a prom-client Histogram: its counts cannot be set, only observed. The registry renders
  // any object with get() (what prom-client's own metrics are to it).
  for (const name of VITAL_NAMES)
    registry.registerMetric(histogram(name, snapshot, store) as never);
}

function histogram(name: VitalName, snapshot: () => Promise<VitalSeries[]>, store: VitalsStore) {
  const { metric, help } = VITALS[name];
  return {
    name: metric,
    help,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const series = (await snapshot()).filter((entry) => entry.name === name);
      return {
        name: metric,
        help,
        type: 'histogram',
        aggregator: 'sum',
        values: series.flatMap(histogramValues),
      };
    },
    reset: () => store.reset(),
  };
}

const holder = globalThis as { __vitalHistograms?: boolean };

/** Registers the histograms in the site's registry once per process (every route may call it). */
export function ensureVitalHistograms(): void {
  if (holder.__vitalHistograms) return;
  registerVitalHistograms(metrics().registry, vitalsStore());
  holder.__vitalHistograms = true;
}
