import Redis from 'ioredis';
import { RedisServer } from '../../support/redis';
import { expectErrorBody, queuedMessages } from '../../support/route-harness';
import { App, enquiry, loadApp, postJson, SALES, sink } from './harness';

describe('POST /api/contact rate limit', () => {
  it('answers the 4th request from one client with 429 and Retry-After, mails nothing for it, and still serves others', async () => {
    const app = await loadApp({ CONTACT_RATE_LIMIT: '3/60' });
    const ip = '203.0.113.50';

    for (let request = 1; request <= 3; request += 1) {
      expect((await postJson(app, enquiry, { ip })).status).toBe(201);
    }
    expect(sink.to(SALES)).toHaveLength(3);
    const mailedBefore = sink.messages.length;

    const limited = await postJson(app, enquiry, { ip });
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await expectErrorBody(limited, 429);
    expect(sink.messages).toHaveLength(mailedBefore);
    expect(await queuedMessages(app)).toEqual([]);

    const other = await postJson(app, enquiry, { ip: '203.0.113.51' });
    expect(other.status).toBe(201);
    expect(sink.to(SALES)).toHaveLength(4);
  });

  it('counts the client by the nearest X-Forwarded-For entry, so a spoofed prefix does not help', async () => {
    const app = await loadApp({ CONTACT_RATE_LIMIT: '1/60' });
    expect((await postJson(app, enquiry, { ip: '203.0.113.60' })).status).toBe(201);
    const spoofed = await postJson(app, enquiry, { ip: '10.9.8.7, 203.0.113.60' });
    await expectErrorBody(spoofed, 429);
    expect(sink.to(SALES)).toHaveLength(1);
  });
});

describe('POST /api/contact with the rate limits shared through Redis (a real redis-server)', () => {
  let redis: RedisServer;
  let probe: Redis;
  const sharedStores: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    redis = await RedisServer.start(); // fails with an install hint if redis-server is missing
    probe = new Redis(redis.url, { lazyConnect: true });
    await probe.connect();
  });

  afterAll(async () => {
    redis.resume();
    await Promise.all(sharedStores.splice(0).map((close) => close()));
    probe.disconnect();
    await redis.stop();
  });

  /** An app instance with its own connection to Redis, connected before it is returned. */
  async function sharedApp(limit: string) {
    // Every post names one visitor: only the per-client limit is under test here.
    const app = await loadApp({
      REDIS_URL: redis.url,
      CONTACT_RATE_LIMIT: limit,
      CONTACT_ADDRESS_RATE_LIMIT: '1000/60',
    });
    sharedStores.push(() => app.rateLimit.closeSharedStore());
    await countingInRedis(app);
    return app;
  }

  let warmUps = 0;

  /**
   * Until its connection is ready, and for a while after Redis failed to answer (lib/redis.ts),
   * an instance counts in its memory; a count in Redis says it is sharing counts (again).
   */
  async function countingInRedis(app: App) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const warmUp = `192.0.${2 + Math.floor(warmUps / 250)}.${(warmUps++ % 250) + 1}`;
      await (await postJson(app, enquiry, { ip: warmUp })).text();
      if (await probe.exists(`rl:contact:${warmUp}`)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the app never counted a request in Redis');
  }

  async function timedPost(app: App, ip: string) {
    const started = performance.now();
    const response = await postJson(app, enquiry, { ip, settle: false });
    await response.text();
    return { status: response.status, ms: performance.now() - started };
  }

  it('answers within a second from memory while Redis is frozen, and shares the counts again once it runs', async () => {
    const first = await sharedApp('2/60');
    const second = await sharedApp('2/60');

    redis.pause();
    try {
      const ip = '203.0.113.70';
      const answers = [await timedPost(first, ip), await timedPost(first, ip)];
      const third = await timedPost(first, ip);
      for (const answer of [...answers, third]) expect(answer.ms).toBeLessThan(1_000);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      // The memory insurance still limits; a frozen store does not let everything through.
      expect(third.status).toBe(429);
    } finally {
      redis.resume();
    }

    // Shared again, once each instance asks Redis again: what one counted, the other one sees.
    await countingInRedis(first);
    await countingInRedis(second);
    const ip = '203.0.113.71';
    await expect(timedPost(first, ip)).resolves.toMatchObject({ status: 201 });
    await expect(timedPost(second, ip)).resolves.toMatchObject({ status: 201 });
    await expect(timedPost(first, ip)).resolves.toMatchObject({ status: 429 });
    expect(Number(await probe.get(`rl:contact:${ip}`))).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
