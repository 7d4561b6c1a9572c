import 'server-only';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createEmptyFile } from '@/lib/durable-files';
import { dataDir, env } from '@/lib/env';
import { inRedisOrLocally } from '@/lib/redis';
import { dailySweep } from '@/lib/sweep';

/**
 * Things seen once and remembered for a while (a spent form token, a submission, an address on
 * the launch list), each by its keyed hash (lib/spam/mailbox.ts): nothing personal is kept.
 */
export type Sightings = {
  /** Records `key`; true when it had not been seen within the time it is remembered. */
  first(key: string): Promise<boolean>;
  /** Forgets `key` (a submission that could not be accepted after all). */
  forget(key: string): Promise<void>;
};

const KEY = /^[0-9a-f]{64}$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error('a sighting key must be a keyed hash (64 hex digits)');
  return key;
}

/**
 * One empty file per key under `directory`, created exclusively (instances sharing DATA_DIR see
 * each other's), not flushed to disk: a sighting lost in a crash only means one submission is not
 * marked. A file older than `rememberMs` counts as unseen, and a daily sweep removes it.
 */
export function fileSightings(directory: string, rememberMs: number): Sightings {
  const sweep = dailySweep(directory, rememberMs);
  const path = (key: string) => join(directory, checked(key));
  async function first(key: string): Promise<boolean> {
    const now = Date.now();
    sweep(now);
    try {
      await createEmptyFile(path(key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const { mtimeMs } = await stat(path(key));
    if (now - mtimeMs <= rememberMs) return false;
    await unlink(path(key)).catch(() => {});
    return first(key);
  }
  return {
    first,
    async forget(key) {
      await unlink(path(key)).catch(() => {});
    },
  };
}

/**
 * The same in this instance's memory, for what is remembered a day at most and looked up by every
 * submission: a file per sighting cost a valid enquiry's p99 a third more under load (bench:api).
 * Every key is remembered equally long, so the Map's order is the order they expire in; past
 * `capacity` (a flood of distinct submissions) the oldest go first.
 */
export function memorySightings(rememberMs: number, capacity = 200_000): Sightings {
  const expiries = new Map<string, number>();
  return {
    async first(key) {
      const now = Date.now();
      for (const [oldest, expiry] of expiries) {
        if (expiry > now && expiries.size < capacity) break;
        expiries.delete(oldest);
      }
      const expiry = expiries.get(checked(key));
      if (expiry !== undefined && expiry > now) return false;
      expiries.delete(key);
      expiries.set(key, now + rememberMs);
      return true;
    },
    async forget(key) {
      expiries.delete(key);
    },
  };
}

/** The same in Redis (REDIS_URL), so every instance sees every sighting; DATA_DIR while it is away. */
export function redisSightings(
  url: string,
  prefix: string,
  rememberMs: number,
  fallback: Sightings,
): Sightings {
  return {
    first: (key) =>
      inRedisOrLocally(
        url,
        'spam-sightings',
        async (redis) =>
          (await redis.set(`${prefix}:${checked(key)}`, '1', 'PX', rememberMs, 'NX')) === 'OK',
        () => fallback.first(key),
      ),
    forget: (key) =>
      inRedisOrLocally(
        url,
        'spam-sightings',
        async (redis) => void (await redis.del(`${prefix}:${checked(key)}`)),
        () => fallback.forget(key),
      ),
  };
}

const configured = new Map<string, Sightings>();

/**
 * The sightings of one kind the settings ask for: Redis when REDIS_URL is set (with the local
 * store while it does not answer); locally, this instance's memory for what is kept a day, or
 * DATA_DIR for what must outlive a restart (the launch list).
 */
export function sightings(kind: string, rememberMs: number, local: 'memory' | 'disk'): Sightings {
  const id = JSON.stringify([kind, dataDir, env.REDIS_URL]);
  let store = configured.get(id);
  if (!store) {
    const here =
      local === 'disk'
        ? fileSightings(join(dataDir, 'sightings', kind), rememberMs)
        : memorySightings(rememberMs);
    store = env.REDIS_URL ? redisSightings(env.REDIS_URL, `seen:${kind}`, rememberMs, here) : here;
    configured.set(id, store);
  }
  return store;
}
