import { bucketIndex, VITALS, type VitalName } from './definitions';
import type { RouteLabel } from './routes';

/**
 * One histogram series (a metric on a route) as the stores keep it: the count in each bucket (not
 * cumulative; the last is +Inf), the sum and the count, in the histogram's unit.
 */
export type VitalSeries = {
  name: VitalName;
  route: RouteLabel;
  buckets: number[];
  sum: number;
  count: number;
};

/** A value (in the histogram's unit) as one more observation of a series. */
export type Observation = { name: VitalName; route: RouteLabel; value: number };

export function emptySeries(name: VitalName, route: RouteLabel): VitalSeries {
  return {
    name,
    route,
    buckets: new Array(VITALS[name].buckets.length + 1).fill(0),
    sum: 0,
    count: 0,
  };
}

export function observe(series: VitalSeries, value: number): void {
  series.buckets[bucketIndex(series.name, value)]! += 1;
  series.sum += value;
  series.count += 1;
}

export const seriesKey = (name: VitalName, route: RouteLabel) => `${name} ${route}`;

/** Series of several stores added up (the shared one and what this instance kept without it). */
export function mergeSeries(...lists: VitalSeries[][]): VitalSeries[] {
  const merged = new Map<string, VitalSeries>();
  for (const series of lists.flat()) {
    const key = seriesKey(series.name, series.route);
    const into = merged.get(key) ?? emptySeries(series.name, series.route);
    series.buckets.forEach((count, index) => (into.buckets[index]! += count));
    into.sum += series.sum;
    into.count += series.count;
    merged.set(key, into);
  }
  return [...merged.values()];
}
