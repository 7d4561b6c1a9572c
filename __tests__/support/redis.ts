import Redis from 'ioredis';
import { closeSharedStore } from '@/lib/redis';
import { RedisServer } from '../../scripts/lib/redis-server.mjs';

export { INSTALL_REDIS_HINT, RedisServer } from '../../scripts/lib/redis-server.mjs';

/**
 * A redis-server for the tests of one describe block, emptied before each test, with a client of
 * its own to look inside. Closes the app's shared connection (lib/redis.ts) when done.
 */
export function useRedisServer(): { server: RedisServer; probe: Redis } {
  const context = {} as { server: RedisServer; probe: Redis };
  beforeAll(async () => {
    context.server = await RedisServer.start(); // fails with an install hint when it is missing
    context.probe = new Redis(context.server.url);
  });
  afterAll(async () => {
    context.probe.disconnect();
    await closeSharedStore();
    await context.server.stop();
  });
  beforeEach(async () => {
    await context.probe.flushall();
  });
  return context;
}
