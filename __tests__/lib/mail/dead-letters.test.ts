import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEAD_LETTER_AFTER_MS,
  DEAD_LETTER_RETENTION_MS,
  FileDeadLetters,
} from '@/lib/mail/dead-letters';
import { FileQueue } from '@/lib/mail/file-queue';
import type { Deliver } from '@/lib/mail/queue';
import { RedisQueue } from '@/lib/mail/redis-queue';
import { sweepMailRetention } from '@/lib/mail/retention';
import { metrics } from '@/lib/metrics';
import { queuedMail } from '../../support/queued-mail';
import { useRedisServer } from '../../support/redis';
import { useTemporaryDirectory } from '../../support/temporary-directory';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-28T10:00:00Z');
const refusing: Deliver = async () => {
  throw Object.assign(new Error('451 try later'), { responseCode: 451 });
};
const deliveries = async (outcome: string) =>
  (await metrics().mailDeliveries.get()).values.find((v) => v.labels.outcome === outcome)?.value ??
  0;

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('dead letters of the file queue', () => {
  const temporary = useTemporaryDirectory('dead-letters-');

  it('keeps retrying for 7 days, then moves the message to the dead letters, counted', async () => {
    const queue = new FileQueue(join(temporary.path, 'queue'));
    queue.start(refusing);
    await queue.stop(); // passes are driven by hand, with a clock of their own
    await queue.add(queuedMail('doomed'), T0);
    (queue as unknown as { deliver: Deliver }).deliver = refusing;
    const dead = await deliveries('dead');

    await queue.deliverDue(T0 + DEAD_LETTER_AFTER_MS - 60_000); // six days and 23:59 on
    expect(await queue.stats(T0 + DEAD_LETTER_AFTER_MS)).toMatchObject({
      queued: 1,
      deadLetters: 0,
    });

    await queue.deliverDue(T0 + DEAD_LETTER_AFTER_MS + 1);
    expect(await queue.stats(T0 + DEAD_LETTER_AFTER_MS + 1)).toMatchObject({
      queued: 0,
      deadLetters: 1,
    });
    expect(
      (await readdir(queue.directory)).filter((n) => /\.(eml|error|sending)$/.test(n)),
    ).toEqual([]);
    const [letter] = await queue.deadLetters.list();
    expect(letter).toMatchObject({ messageId: '<doomed@website>', acceptedAt: T0 });
    expect(letter!.raw).toEqual(queuedMail('doomed').raw);
    expect(await deliveries('dead')).toBe(dead + 1);
    expect(join(temporary.path, 'mail', 'dead-letters')).toBe(
      (queue.deadLetters as FileDeadLetters).directory,
    );
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('"event":"mail.dead-lettered"'),
    );
  });
});

describe('retention sweeps (a fake clock)', () => {
  const temporary = useTemporaryDirectory('retention-');

  it('removes outbox files after 30 days and dead letters after their retention', async () => {
    const outbox = join(temporary.path, 'outbox');
    await mkdir(outbox, { recursive: true });
    const now = Date.now();
    for (const [name, age] of [
      ['old.eml', 31 * DAY],
      ['recent.eml', 29 * DAY],
    ] as const) {
      await writeFile(join(outbox, name), 'message');
      const at = new Date(now - age);
      await utimes(join(outbox, name), at, at);
    }
    const letters = new FileDeadLetters(join(temporary.path, 'dead'));
    const letter = (id: string, deadAt: number) => ({
      ...queuedMail(id),
      id,
      acceptedAt: deadAt - 7 * DAY,
      deadAt,
      attempts: 200,
      lastError: '451',
    });
    await letters.add(letter('old', now - DEAD_LETTER_RETENTION_MS - 1));
    await letters.add(letter('recent', now - DEAD_LETTER_RETENTION_MS + DAY));
    expect(await letters.count(now)).toBe(1);

    await sweepMailRetention({ outbox, outboxMs: 30 * DAY, deadLetters: [letters] }, now);
    expect(await readdir(outbox)).toEqual(['recent.eml']);
    expect((await letters.list()).map((l) => l.messageId)).toEqual(['<recent@website>']);

    await sweepMailRetention({ outbox, outboxMs: 30 * DAY, deadLetters: [letters] }, now + 2 * DAY);
    expect(await letters.list()).toEqual([]);
    expect(await readdir(outbox)).toEqual([]); // 31 days old by then
  });
});

describe('dead letters of the Redis queue (a real redis-server)', () => {
  const redis = useRedisServer();
  const temporary = useTemporaryDirectory('redis-dead-');

  it('gives up on a message failing 7 days after it was accepted, into Redis, swept later', async () => {
    const queue = new RedisQueue(redis.server.url, new FileQueue(join(temporary.path, 'q')));
    try {
      await queue.stats();
      await queue.add(queuedMail('fresh'), Date.now());
      await queue.add(queuedMail('old'), Date.now() - DEAD_LETTER_AFTER_MS - 1);
      queue.start(refusing);
      // The letter is kept before its job completes, so for a moment the message is counted in
      // both; once the job has completed only the fresh one (refused, tried again) is queued.
      await until(async () => {
        const { queued, deadLetters } = await queue.stats();
        return queued === 1 && deadLetters === 1;
      });
      const [letter] = await queue.deadLetters.list();
      expect(letter!.raw).toEqual(queuedMail('old').raw);
      expect(await redis.probe.pttl(`mail:dead-letter:${letter!.id}`)).toBeGreaterThan(
        DEAD_LETTER_RETENTION_MS - 60_000,
      );
      expect(await queue.deadLetters.sweep(Date.now() + DEAD_LETTER_RETENTION_MS + 1)).toBe(1);
      expect((await queue.stats()).deadLetters).toBe(0);
    } finally {
      await queue.stop();
    }
  });
});
