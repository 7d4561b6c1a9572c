import { join } from 'node:path';
import { FileQueue } from '@/lib/mail/file-queue';
import type { Deliver, QueuedMail } from '@/lib/mail/queue';
import { RedisQueue } from '@/lib/mail/redis-queue';
import { queuedMail } from '../../support/queued-mail';
import { useRedisServer } from '../../support/redis';
import { useTemporaryDirectory } from '../../support/temporary-directory';

const ACCEPTED = 'bull:mail:x:accepted';

/** A Deliver that records what it is given, failing with `failure` while one is set. */
function recorder(failure: Error | null = null) {
  const delivered: QueuedMail[] = [];
  let attempts = 0;
  const deliver: Deliver = async (message) => {
    attempts += 1;
    if (failure) throw failure;
    delivered.push(message);
  };
  return { deliver, delivered, attempts: () => attempts };
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('lib/mail/redis-queue', () => {
  const redis = useRedisServer();
  const temporary = useTemporaryDirectory('redis-queue-');
  const queues: RedisQueue[] = [];

  /** One instance's queue: Redis, and its own DATA_DIR for when Redis does not answer. */
  async function instance(name: string): Promise<RedisQueue> {
    const queue = new RedisQueue(redis.server.url, new FileQueue(join(temporary.path, name)));
    queues.push(queue);
    await queue.stats(); // connected, as the server is by the time its first request comes
    return queue;
  }

  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(async () => {
    redis.server.resume();
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    jest.restoreAllMocks();
  });

  it('stores a message in Redis, not on the instance, and delivers it once with its Message-ID', async () => {
    const queue = await instance('a');
    await queue.add(queuedMail('one'), 1_000);

    expect(await redis.probe.zscore(ACCEPTED, '1')).toBe('1000');
    expect((await queue.local.stats()).queued).toBe(0);
    expect(await queue.stats()).toMatchObject({ queued: 1, oldestAcceptedAt: 1_000, failing: 0 });

    const sender = recorder();
    queue.start(sender.deliver);
    await until(() => sender.delivered.length === 1);
    expect(sender.delivered[0]).toEqual(queuedMail('one'));
    await until(async () => (await queue.stats()).queued === 0);
    const stats = await queue.stats();
    expect(stats).toMatchObject({ queued: 0, oldestAcceptedAt: null, failing: 0 });
    expect(stats.lastDeliveredAt).toBeGreaterThan(Date.now() - 10_000);
    expect(sender.attempts()).toBe(1);
  });

  it('two instances deliver what either accepted, each message once', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    const labels = Array.from({ length: 20 }, (_, n) => `m${n}`);
    await Promise.all(labels.map((label, n) => (n % 2 ? a : b).add(queuedMail(label))));
    const [senderA, senderB] = [recorder(), recorder()];
    a.start(senderA.deliver);
    b.start(senderB.deliver);

    const delivered = () => [...senderA.delivered, ...senderB.delivered];
    await until(() => delivered().length === labels.length);
    await until(async () => (await a.stats()).queued === 0);
    expect(delivered().length).toBe(labels.length);
    expect(new Set(delivered().map((message) => message.messageId))).toEqual(
      new Set(labels.map((label) => `<${label}@website>`)),
    );
  });

  it('keeps a message the SMTP server rejects, counted as failing, never dropped', async () => {
    const queue = await instance('a');
    await queue.add(queuedMail('rejected'));
    const sender = recorder(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
    queue.start(sender.deliver);

    await until(async () => (await queue.stats()).failing === 1);
    expect(await queue.stats()).toMatchObject({ queued: 1, failing: 1, lastDeliveredAt: null });
    expect(sender.attempts()).toBe(1); // the next try is 30 minutes away
  });

  it('while Redis does not answer, stores on this instance within a second and delivers from there', async () => {
    const queue = await instance('a');
    redis.server.pause();

    let started = performance.now();
    await queue.add(queuedMail('frozen'));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await queue.local.stats()).queued).toBe(1);
    // After a timeout, Redis is not waited for again for a while.
    started = performance.now();
    await queue.add(queuedMail('next'));
    expect(performance.now() - started).toBeLessThan(100);
    expect((await queue.local.stats()).queued).toBe(2);

    const sender = recorder();
    queue.start(sender.deliver);
    await until(() => sender.delivered.length >= 2);
    expect(new Set(sender.delivered.map((message) => message.messageId))).toEqual(
      new Set(['<frozen@website>', '<next@website>']),
    );
    expect((await queue.local.stats()).queued).toBe(0);

    // The add that timed out may still land once Redis wakes: then it is delivered again, as the
    // same message with the same Message-ID, and never as a new one.
    redis.server.resume();
    await until(async () => (await queue.stats()).queued === 0);
    const ids = sender.delivered.map((message) => message.messageId);
    expect(ids.filter((id) => id === '<next@website>')).toHaveLength(1); // never sent to Redis
    expect(ids.filter((id) => id === '<frozen@website>').length).toBeLessThanOrEqual(2);
    expect(ids.every((id) => id === '<frozen@website>' || id === '<next@website>')).toBe(true);
  });
});
