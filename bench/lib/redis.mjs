// A throwaway redis-server for `npm run bench:api` phase E: on 127.0.0.1 and a free port, with the
// append-only file docs/deployment.md asks of the mail queue's Redis (appendfsync always) in `dir`
// (scripts/lib/redis-server.mjs, as the tests start theirs).
import { spawnSync } from 'node:child_process';
import { aptInstall, aptUnavailable } from '../../scripts/lib/apt.mjs';
import { RedisServer } from '../../scripts/lib/redis-server.mjs';

const installed = () => spawnSync('redis-server', ['--version']).status === 0;

/** redis-server on PATH, installed with apt-get when missing and the machine allows it. */
function ensureRedis(log) {
  if (installed()) return;
  const why = aptUnavailable();
  if (why) throw new Error(`redis-server is not installed. ${why}`);
  log('installing redis-server with apt-get');
  if (!aptInstall(['redis-server'], log) || !installed()) {
    throw new Error('redis-server could not be installed');
  }
}

/**
 * @param {{ dir: string, log: (message: string) => void }} opts
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRedis({ dir, log }) {
  ensureRedis(log);
  const redis = await RedisServer.start('redis-server', { appendOnlyDir: dir });
  return { url: redis.url, stop: () => redis.stop() };
}
