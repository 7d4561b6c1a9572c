import { metrics } from '@/lib/metrics';
import {
  closeSharedStore,
  inRedisOrLocally,
  REDIS_COMMAND_TIMEOUT_MS,
  redisBypassed,
} from '@/lib/redis';
import { useRedisServer } from '../support/redis';

/** Keeps this process busy, as rendering a page or loading a route's code does. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

const fallbacks = async () =>
  (await metrics().redisFallbacks.get()).values.find((value) => value.labels.what === 'answers')
    ?.value ?? 0;

describe('the command timeout of the shared connection (a real redis-server)', () => {
  const redis = useRedisServer();
  beforeEach(() => closeSharedStore()); // a new connection, and no bypass from a test before

  it('does not fail a command whose reply came while this process was busy', async () => {
    const local = jest.fn(async () => 'local');
    await inRedisOrLocally(redis.server.url, 'answers', (client) => client.ping(), local);
    const before = await fallbacks();

    const answer = inRedisOrLocally(
      redis.server.url,
      'answers',
      async (client) => {
        const reply = client.set('busy', 'yes');
        // Redis answers in a millisecond; this process reads it only after the busy spell, and
        // only then may the command's time be judged.
        busyFor(REDIS_COMMAND_TIMEOUT_MS * 2);
        return reply;
      },
      local,
    );
    expect(await answer).toBe('OK');
    expect(local).not.toHaveBeenCalled();
    expect(redisBypassed()).toBe(false);
    expect(await fallbacks()).toBe(before);
    expect(await redis.probe.get('busy')).toBe('yes');
  });

  it('still fails a command Redis does not answer, after REDIS_COMMAND_TIMEOUT_MS', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await inRedisOrLocally(redis.server.url, 'answers', (client) => client.ping(), jest.fn());
    redis.server.pause();
    try {
      const started = performance.now();
      const answer = await inRedisOrLocally(
        redis.server.url,
        'answers',
        async (client) => client.get('busy'),
        async () => 'local',
      );
      const waited = performance.now() - started;
      expect(answer).toBe('local');
      expect(waited).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 5);
      expect(waited).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
      expect(redisBypassed()).toBe(true);
      expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
        event: 'redis.fallback',
        errorMessage: 'Command timed out',
      });
    } finally {
      redis.server.resume();
      error.mockRestore();
    }
  });
});
