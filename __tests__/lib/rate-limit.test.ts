import type Redis from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '@/lib/http/errors';
import { clientIp, createLimiter, enforceRateLimit } from '@/lib/rate-limit';
import { INSTALL_REDIS_HINT, RedisServer } from '../support/redis';

function requestFrom(forwardedFor?: string): Request {
  const headers = new Headers();
  if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
  return new Request('http://localhost/api/contact', { method: 'POST', headers });
}

describe('clientIp', () => {
  it('uses the address Next set from the connection when no proxy is trusted (0 hops)', () => {
    expect(clientIp(requestFrom('203.0.113.7'), 0)).toBe('203.0.113.7');
  });

  it('takes the nearest entry with 0 or 1 trusted hops (the one our side wrote)', () => {
    expect(clientIp(requestFrom('198.51.100.1, 203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientIp(requestFrom('198.51.100.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('ignores what the client wrote in front of the trusted proxy (1 hop)', () => {
    expect(clientIp(requestFrom('1.1.1.1, 2.2.2.2, 203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('takes the second entry from the right behind two trusted proxies (2 hops)', () => {
    // client-sent spoof, the client (added by the outer proxy), the outer proxy (added by the inner)
    expect(clientIp(requestFrom('1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientIp(requestFrom('203.0.113.7,10.0.0.2'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the first entry when the chain is shorter than the trusted hops', () => {
    expect(clientIp(requestFrom('203.0.113.7'), 2)).toBe('203.0.113.7');
  });

  it("answers 'unknown' without the header or with an empty one", () => {
    expect(clientIp(requestFrom(), 0)).toBe('unknown');
    expect(clientIp(requestFrom(' , '), 1)).toBe('unknown');
  });

  it('handles IPv6 addresses', () => {
    expect(clientIp(requestFrom('2001:db8::1, ::ffff:10.0.0.2'), 2)).toBe('2001:db8::1');
  });
});

describe('createLimiter in memory', () => {
  it('allows the configured number of requests per client, then rejects until the window ends', async () => {
    const limiter = createLimiter('memory-test', { points: 3, seconds: 60 }, '');
    for (let i = 0; i < 3; i += 1) await expect(limiter.consume('a')).resolves.toBeDefined();
    const rejection: unknown = await limiter.consume('a').catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(RateLimiterRes);
    const { msBeforeNext } = rejection as RateLimiterRes;
    expect(msBeforeNext).toBeGreaterThan(55_000);
    expect(msBeforeNext).toBeLessThanOrEqual(60_000);
    await expect(limiter.consume('b')).resolves.toBeDefined();
  });

  it('keeps separate counts for limiters with different names', async () => {
    const contact = createLimiter('memory-contact', { points: 1, seconds: 60 }, '');
    const apply = createLimiter('memory-apply', { points: 1, seconds: 60 }, '');
    await contact.consume('a');
    await expect(apply.consume('a')).resolves.toBeDefined();
  });
});

describe('enforceRateLimit', () => {
  it('throws a 429 with Retry-After in whole seconds once the client is over the limit', async () => {
    const limiter = createLimiter('enforce-test', { points: 1, seconds: 30 }, '');
    await enforceRateLimit(limiter, requestFrom('203.0.113.7'));
    const error: unknown = await enforceRateLimit(limiter, requestFrom('203.0.113.7')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TooManyRequestsError);
    const { status, headers } = error as TooManyRequestsError;
    expect(status).toBe(429);
    expect(headers['Retry-After']).toMatch(/^[1-9]\d*$/);
    expect(Number(headers['Retry-After'])).toBeLessThanOrEqual(30);
    await expect(enforceRateLimit(limiter, requestFrom('198.51.100.1'))).resolves.toBeUndefined();
  });

  it('lets the request through (and logs) when the limiter itself fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      consume: () => Promise.reject(new Error('store unavailable')),
    } as unknown as RateLimiterAbstract;
    await expect(enforceRateLimit(broken, requestFrom('203.0.113.7'))).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('createLimiter with Redis (a real redis-server)', () => {
  let redis: RedisServer;
  const sharedStores: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    redis = await RedisServer.start(); // fails with an install hint if redis-server is missing
  });

  afterAll(async () => {
    await redis?.stop();
  });

  // Each test ends with redis up, so its clients close cleanly (and leave no timers behind).
  afterEach(async () => {
    await Promise.all(sharedStores.splice(0).map((close) => close()));
  });

  // ioredis reports the outage (and late socket events) through the module's console.error.
  let consoleError: jest.SpyInstance;
  beforeAll(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => consoleError.mockRestore());

  type RateLimitModule = typeof import('@/lib/rate-limit');
  type AppInstance = { limiter: RateLimiterAbstract; module: RateLimitModule; client: Redis };

  /**
   * lib/rate-limit loaded in its own module registry: one app instance with its own Redis client
   * (and its own copies of the limiter classes, so results are matched by shape, not class). Within
   * a process every copy of lib/redis shares one connection through globalThis, so each instance
   * starts from a process's empty view, as a second server would.
   */
  async function appInstance(name: string, points: number): Promise<AppInstance> {
    delete (globalThis as { __redis?: unknown }).__redis;
    let loaded: RateLimitModule | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('@/lib/rate-limit');
    });
    if (!loaded) throw new Error('lib/rate-limit did not load');
    const limiter = loaded.createLimiter(name, { points, seconds: 60 }, redis.url);
    const client = (limiter as unknown as { client: Redis }).client;
    sharedStores.push(loaded.closeSharedStore);
    await waitUntilReady(client);
    return { limiter, module: loaded, client };
  }

  // The product's client has no offline queue: until it is connected, every call goes to the
  // memory insurance, so the shared-store assertions wait for the connection first.
  async function waitUntilReady(client: Redis): Promise<void> {
    if (client.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis client ${client.status}`)), 10_000);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  const rejected = { msBeforeNext: expect.any(Number), remainingPoints: 0 };

  it('shares the count between two app instances', async () => {
    const first = await appInstance('shared', 3);
    const second = await appInstance('shared', 3);
    expect(first.client).not.toBe(second.client);

    await first.limiter.consume('203.0.113.7');
    await first.limiter.consume('203.0.113.7');
    expect((await second.limiter.get('203.0.113.7'))?.consumedPoints).toBe(2);

    await expect(second.limiter.consume('203.0.113.7')).resolves.toMatchObject({
      remainingPoints: 0,
    });
    await expect(first.limiter.consume('203.0.113.7')).rejects.toMatchObject(rejected);
    await expect(second.limiter.consume('203.0.113.7')).rejects.toMatchObject(rejected);
    await expect(first.limiter.consume('198.51.100.1')).resolves.toBeDefined();
  });

  it('keeps answering from its memory insurance when redis goes away, never throwing', async () => {
    const { limiter, module, client } = await appInstance('outage', 2);
    await expect(limiter.consume('before-outage')).resolves.toBeDefined();

    await redis.stop();

    const request = requestFrom('203.0.113.9');
    await expect(module.enforceRateLimit(limiter, request)).resolves.toBeUndefined();
    await expect(module.enforceRateLimit(limiter, request)).resolves.toBeUndefined();
    // The insurance limiter still limits; it does not let everything through.
    await expect(module.enforceRateLimit(limiter, request)).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) },
    });
    expect(consoleError).not.toHaveBeenCalledWith(
      expect.stringContaining('"event":"rate-limit.failed"'),
    );

    // Back to the shared store once redis returns (and the client can close cleanly).
    await redis.restart();
    await waitUntilReady(client);
    await expect(limiter.consume('after-outage')).resolves.toBeDefined();
    expect(await client.exists('rl:outage:after-outage')).toBe(1);
  });
});

describe('support/redis', () => {
  it('fails (never skips) with an install hint when redis-server is not installed', async () => {
    await expect(RedisServer.start('/nonexistent/redis-server')).rejects.toThrow(
      INSTALL_REDIS_HINT,
    );
    expect(INSTALL_REDIS_HINT).toContain('install redis-server: apt-get install redis-server');
  });
});
