import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ANSWER_KEY_PREFIX, ANSWER_TTL_MS, answerStore } from '@/lib/forms/server/answer-store';
import { metrics } from '@/lib/metrics';
import { closeSharedStore } from '@/lib/redis';
import { useRedisServer } from '../../support/redis';
import { useTemporaryDirectory } from '../../support/temporary-directory';

const invalid = {
  form: 'contact',
  answer: {
    result: { kind: 'invalid', errors: { email: 'Enter an address' } },
    values: { name: 'Asha' },
  },
} as const;

const fallbacks = async (what: string) =>
  (await metrics().redisFallbacks.get()).values.find((value) => value.labels.what === what)
    ?.value ?? 0;

describe('answerStore without Redis', () => {
  const temporary = useTemporaryDirectory('answers-');

  it('keeps an answer in a file under its token, and never looks up a malformed token', async () => {
    const store = answerStore(temporary.path);
    const token = await store.save(invalid);
    expect(await store.read(token)).toEqual(invalid);
    expect(await readdir(temporary.path)).toEqual([`${token}.json`]);
    expect(await store.read('../../etc/passwd')).toBeNull();
  });
});

describe('answerStore with Redis (a real redis-server, two instances)', () => {
  const redis = useRedisServer();
  const temporary = useTemporaryDirectory('answers-');
  /** Two instances: the same Redis, a DATA_DIR each. */
  const instances = () => [
    answerStore(join(temporary.path, 'a'), redis.server.url),
    answerStore(join(temporary.path, 'b'), redis.server.url),
  ];

  it('stores under answer:<token> with its expiry, so the other instance shows it', async () => {
    const [a, b] = instances();
    const token = await a!.save(invalid);
    expect(await b!.read(token)).toEqual(invalid);
    expect(JSON.parse((await redis.probe.get(`${ANSWER_KEY_PREFIX}${token}`))!)).toEqual(invalid);
    const ttl = await redis.probe.pttl(`answer:${token}`);
    expect(ttl).toBeGreaterThan(ANSWER_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(ANSWER_TTL_MS);
    // Nothing on either instance's disk.
    expect(await readdir(temporary.path)).toEqual([]);
  });

  it('stores on this instance while Redis does not answer, and finds it there after', async () => {
    const [a, b] = instances();
    await a!.read('x'.repeat(32)); // connected
    const before = await fallbacks('answers');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    redis.server.pause();
    let token: string;
    let logged: unknown[][];
    try {
      token = await a!.save(invalid);
      expect(await a!.read(token)).toEqual(invalid);
    } finally {
      redis.server.resume();
      logged = [...error.mock.calls];
      error.mockRestore();
    }
    expect(await fallbacks('answers')).toBe(before + 2);
    // One JSON line says so, naming the store and nothing the visitor typed.
    expect(logged).toHaveLength(1);
    const line = JSON.parse(String(logged[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', event: 'redis.fallback', what: 'answers' });
    expect(JSON.stringify(logged)).not.toContain('Asha');

    expect(await readdir(join(temporary.path, 'a'))).toEqual([`${token}.json`]);
    // The SET that timed out reaches a paused Redis when it runs again; a Redis that was down
    // never gets it: as then, the answer is only in this instance's file.
    await redis.probe.flushall();
    await closeSharedStore(); // Redis is back, and asked again
    expect(await a!.read(token)).toEqual(invalid);
    // Only the instance that stored it has it: the other one shows the form as it is.
    expect(await b!.read(token)).toBeNull();
  });
});
