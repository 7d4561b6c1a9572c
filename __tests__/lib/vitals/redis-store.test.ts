/**
 * The field data shared through Redis (REDIS_URL): every instance counts into one hash per metric
 * and route and its scrape shows the shared counts; while Redis is away an instance counts in its
 * own memory and adds those counts to what it shows.
 */
import { Registry } from 'prom-client';
import { closeSharedStore } from '@/lib/redis';
import { redisSeriesKey } from '@/lib/vitals/definitions';
import { registerVitalHistograms } from '@/lib/vitals/histograms';
import { createVitalsStore, observations } from '@/lib/vitals/store';
import { useRedisServer } from '../../support/redis';

function scrapeOf(store: ReturnType<typeof createVitalsStore>): Promise<string> {
  const registry = new Registry();
  registerVitalHistograms(registry, store);
  return registry.metrics();
}

const lcp = (value: number, route = '/contact') => observations([{ name: 'LCP', value, route }]);

describe('the vitals store on Redis', () => {
  const redis = useRedisServer();

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('keeps bucket counts, sum and count in a hash per metric and route', async () => {
    const store = createVitalsStore(redis.server.url);
    await store.record(lcp(1200));
    await store.record(lcp(3100));
    await store.record(observations([{ name: 'CLS', value: 0.02, route: '/nowhere' }]));
    await store.record(observations([{ name: 'CLS', value: 0, route: '/nowhere' }]));
    const hash = await redis.probe.hgetall(redisSeriesKey('LCP', '/contact'));
    // Each bucket named by its upper bound: 1.2 s in the one up to 1.5 s, 3.1 s in the one up to 4.
    expect(hash).toEqual({ 'le:1.5': '1', 'le:4': '1', sum: '4.3', count: '2' });
    expect(await redis.probe.hgetall(redisSeriesKey('CLS', 'other'))).toEqual({
      'le:0': '1',
      'le:0.05': '1',
      sum: '0.02',
      count: '2',
    });
  });

  it('shows the counts of every instance in each instance’s scrape', async () => {
    const first = createVitalsStore(redis.server.url);
    const second = createVitalsStore(redis.server.url);
    await first.record(lcp(900));
    await second.record(lcp(2600));
    await second.record(lcp(2700));
    for (const store of [first, second]) {
      const scrape = await scrapeOf(store);
      expect(scrape).toContain('web_vitals_lcp_seconds_count{route="/contact"} 3');
      expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/contact",le="1"} 1');
      expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/contact",le="2.5"} 1');
      expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/contact",le="3"} 3');
    }
  });

  it('counts the first report after a start in Redis, while the route’s connection is being made', async () => {
    const saved = { ...process.env };
    const holder = globalThis as Record<string, unknown>;
    delete holder.__vitalsStore;
    delete holder.__vitalHistograms;
    Object.assign(process.env, {
      REDIS_URL: redis.server.url,
      TRUST_PROXY_HOPS: '0',
      FORM_TOKEN_SECRET: 'vitals-redis-test-form-token-secret-0123456789',
      APPLICANT_HASH_KEY: 'vitals-redis-test-applicant-hash-key-0123456789',
    });
    try {
      await jest.isolateModulesAsync(async () => {
        // A server's first report loads the route: its connection to Redis starts only now.
        const { POST } = await import('@/app/api/vitals/route');
        const { closeSharedStore: closeRouteConnection } = await import('@/lib/redis');
        try {
          const response = await POST(
            new Request('http://localhost/api/vitals', {
              method: 'POST',
              body: JSON.stringify({ metrics: [{ name: 'LCP', value: 1200, route: '/contact' }] }),
              headers: { 'content-type': 'application/json' },
            }),
          );
          expect(response.status).toBe(204);
          // Counted where every instance sees it, and the limit kept in Redis too.
          expect(await redis.probe.hgetall(redisSeriesKey('LCP', '/contact'))).toMatchObject({
            count: '1',
          });
          expect(await redis.probe.keys('rl:vitals:*')).toHaveLength(1);
        } finally {
          await closeRouteConnection();
        }
      });
    } finally {
      process.env = saved;
      delete holder.__vitalsStore;
      delete holder.__vitalHistograms;
    }
  });

  it('counts on this instance while Redis is away, and adds those counts once it is back', async () => {
    const store = createVitalsStore(redis.server.url);
    await store.record(lcp(1000));
    await redis.server.stop();
    try {
      await store.record(lcp(5000));
      const whileAway = await scrapeOf(store);
      expect(whileAway).toContain('web_vitals_lcp_seconds_count{route="/contact"} 1');
      expect(whileAway).toContain('web_vitals_lcp_seconds_bucket{route="/contact",le="4"} 0');
    } finally {
      await redis.server.restart();
      await closeSharedStore(); // a new connection, and Redis asked again at once
    }
    // The shared hash was lost with the stopped server (no persistence); the local count remains.
    await store.record(lcp(1000));
    const scrape = await scrapeOf(store);
    expect(scrape).toContain('web_vitals_lcp_seconds_count{route="/contact"} 2');
    expect(scrape).toContain('web_vitals_lcp_seconds_bucket{route="/contact",le="4"} 1');
  });
});
