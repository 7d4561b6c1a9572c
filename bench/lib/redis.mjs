// A throwaway redis-server for `npm run bench:api` phase E: on 127.0.0.1 and a free port, with the
// append-only file docs/deployment.md asks of the mail queue's Redis (appendfsync always) in `dir`
// (scripts/lib/redis-server.mjs, as the tests start theirs).
import { provided } from '../../scripts/lib/apt.mjs';
import { REDIS_PACKAGES, RedisServer, redisVersion } from '../../scripts/lib/redis-server.mjs';

/** redis-server on PATH, installed with apt-get when missing and the machine allows it. */
const ensureRedis = (log) =>
  provided({ find: redisVersion, packages: REDIS_PACKAGES, what: 'redis-server', log });

/**
 * @param {{ dir: string, log: (message: string) => void }} opts
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRedis({ dir, log }) {
  ensureRedis(log);
  const redis = await RedisServer.start('redis-server', { appendOnlyDir: dir });
  return { url: redis.url, stop: () => redis.stop() };
}
