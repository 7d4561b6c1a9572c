import 'server-only';
import type Redis from 'ioredis';
import { env } from '@/lib/env';
import { inRedisOrLocally } from '@/lib/redis';
import {
  bucketField,
  bucketIndex,
  REDIS_SERIES_INDEX,
  redisSeriesKey,
  VITAL_NAMES,
  VITALS,
  type VitalName,
} from './definitions';
import { routeLabel } from './routes';
import {
  emptySeries,
  mergeSeries,
  observe,
  seriesKey,
  type Observation,
  type VitalSeries,
} from './series';

/**
 * Where the per-route distributions live: this process's memory by default; with REDIS_URL a
 * hash per metric and route (bucket counts, sum and count), so every instance counts into and
 * shows the same figures. While Redis does not answer, an instance counts in its own memory and
 * its scrape adds those counts to the shared ones.
 */
export type VitalsStore = {
  record(observations: Observation[]): Promise<void>;
  snapshot(): Promise<VitalSeries[]>;
  /** Forgets what this instance holds in memory (the shared counts in Redis stay). */
  reset(): void;
};

class MemorySeries {
  private readonly series = new Map<string, VitalSeries>();

  record(observations: Observation[]): void {
    for (const { name, route, value } of observations) {
      const key = seriesKey(name, route);
      const series = this.series.get(key) ?? emptySeries(name, route);
      observe(series, value);
      this.series.set(key, series);
    }
  }

  snapshot(): VitalSeries[] {
    return [...this.series.values()].map((series) => ({ ...series, buckets: [...series.buckets] }));
  }

  reset(): void {
    this.series.clear();
  }
}

function memoryStore(): VitalsStore {
  const memory = new MemorySeries();
  return {
    record: async (observations) => memory.record(observations),
    snapshot: async () => memory.snapshot(),
    reset: () => memory.reset(),
  };
}

async function recordInRedis(redis: Redis, observations: Observation[]): Promise<void> {
  const batch = redis.multi();
  for (const { name, route, value } of observations) {
    const key = redisSeriesKey(name, route);
    batch.sadd(REDIS_SERIES_INDEX, seriesKey(name, route));
    batch.hincrby(key, bucketField(name, bucketIndex(name, value)), 1);
    batch.hincrbyfloat(key, 'sum', value);
    batch.hincrby(key, 'count', 1);
  }
  const results = (await batch.exec()) ?? [];
  const failed = results.find(([error]) => error);
  if (failed) throw failed[0];
}

/** A hash of Redis as a series; fields it lacks count as 0. */
export function seriesFromHash(
  name: VitalName,
  route: string,
  hash: Record<string, string>,
): VitalSeries {
  const series = emptySeries(name, routeLabel(route));
  series.buckets = series.buckets.map((_, index) => Number(hash[bucketField(name, index)] ?? 0));
  series.sum = Number(hash.sum ?? 0);
  series.count = Number(hash.count ?? 0);
  return series;
}

async function snapshotOfRedis(redis: Redis): Promise<VitalSeries[]> {
  const members = await redis.smembers(REDIS_SERIES_INDEX);
  const wanted = members
    .map((member) => member.split(' ') as [string, string])
    .filter(([name]) => (VITAL_NAMES as readonly string[]).includes(name)) as [VitalName, string][];
  const read = redis.pipeline();
  for (const [name, route] of wanted) read.hgetall(redisSeriesKey(name, route));
  const results = (await read.exec()) ?? [];
  return wanted.map(([name, route], index) => {
    const [error, hash] = results[index] ?? [new Error('no answer')];
    if (error) throw error;
    return seriesFromHash(name, route, hash as Record<string, string>);
  });
}

function redisStore(url: string): VitalsStore {
  // What this instance counted while Redis did not answer.
  const fallback = new MemorySeries();
  const locally = async () => fallback.snapshot();
  return {
    record: (observations) =>
      inRedisOrLocally(
        url,
        'web-vitals',
        (redis) => recordInRedis(redis, observations),
        async () => fallback.record(observations),
      ),
    snapshot: () =>
      inRedisOrLocally(
        url,
        'web-vitals',
        async (redis) => mergeSeries(await snapshotOfRedis(redis), fallback.snapshot()),
        locally,
      ),
    reset: () => fallback.reset(),
  };
}

export function createVitalsStore(redisUrl = env.REDIS_URL): VitalsStore {
  return redisUrl ? redisStore(redisUrl) : memoryStore();
}

// On globalThis: the vitals route counts and the metrics route's scrape reads the same store.
const holder = globalThis as { __vitalsStore?: VitalsStore };

export function vitalsStore(): VitalsStore {
  return (holder.__vitalsStore ??= createVitalsStore());
}

/** Values in the browser's unit (ms; CLS unitless) as observations in the histograms' units. */
export function observations(
  metrics: { name: VitalName; value: number; route: string }[],
): Observation[] {
  return metrics.map(({ name, value, route }) => ({
    name,
    route: routeLabel(route),
    value: value * VITALS[name].scale,
  }));
}
