import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { FileQueue } from '@/lib/mail/file-queue';
import {
  FAILING_AFTER_ATTEMPTS,
  retryDelay,
  type Deliver,
  type QueuedMail,
} from '@/lib/mail/queue';
import { envelope, queuedMail } from '../../support/queued-mail';
import { useTemporaryDirectory } from '../../support/temporary-directory';

/** A Deliver that records what it is given and throws `failure` while one is set. */
function recorder(options: { delayMs?: number } = {}) {
  const state: { failure: Error | null } = { failure: null };
  const delivered: QueuedMail[] = [];
  const attempts: QueuedMail[] = [];
  const deliver: Deliver = async (message) => {
    attempts.push(message);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (state.failure) throw state.failure;
    delivered.push(message);
  };
  return { deliver, delivered, attempts, state };
}

const refused = (code: number) =>
  Object.assign(new Error(`${code} refused`), { responseCode: code });
const entries = async (queue: FileQueue) =>
  (await readdir(queue.directory)).filter((name) => /\.(eml|sending)$/.test(name)).sort();

describe('lib/mail/file-queue', () => {
  const temporary = useTemporaryDirectory('file-queue-');
  const queues: FileQueue[] = [];
  function newQueue(): FileQueue {
    const queue = new FileQueue(join(temporary.path, 'queue'));
    queues.push(queue);
    return queue;
  }

  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    jest.restoreAllMocks();
  });

  describe('retryDelay', () => {
    it('backs off exponentially from 15 s and caps at 30 minutes', () => {
      expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
        15_000, 30_000, 60_000, 120_000, 240_000, 480_000,
      ]);
      expect(retryDelay(8)).toBe(30 * 60_000);
      expect(retryDelay(50)).toBe(30 * 60_000);
    });
  });

  describe('FileQueue.add', () => {
    it('stores one file per message: its name carries the schedule, its first line the envelope and Message-ID, then the exact message', async () => {
      const queue = newQueue();
      await queue.add(queuedMail('one'), 1_000);

      const names = await readdir(queue.directory);
      expect(names).toEqual([expect.stringMatching(/^[0-9a-z]{12}-[0-9a-f]{8}\.a0\.d1000\.eml$/)]);
      const content = await readFile(join(queue.directory, names[0]!));
      const lineEnd = content.indexOf('\n');
      expect(JSON.parse(content.subarray(0, lineEnd).toString())).toEqual({
        messageId: '<one@website>',
        envelope,
      });
      expect(content.subarray(lineEnd + 1).equals(queuedMail('one').raw)).toBe(true);
    });

    it('keeps every message of many added at once', async () => {
      const queue = newQueue();
      const labels = Array.from({ length: 40 }, (_, index) => `burst${index}`);
      await Promise.all(labels.map((label) => queue.add(queuedMail(label))));
      expect(await entries(queue)).toHaveLength(40);
      expect((await readdir(queue.directory)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('rejects, leaving nothing behind, when its directory cannot be created', async () => {
      await writeFile(join(temporary.path, 'a-file'), 'not a directory');
      const queue = new FileQueue(join(temporary.path, 'a-file', 'queue'));
      await expect(queue.add(queuedMail('x'))).rejects.toMatchObject({ code: 'ENOTDIR' });
      expect(await readdir(temporary.path)).toEqual(['a-file']);
    });

    it('reports an empty queue before its directory exists', async () => {
      expect(await newQueue().stats()).toEqual({
        queued: 0,
        oldestAcceptedAt: null,
        failing: 0,
        lastDeliveredAt: null,
        deadLetters: 0,
      });
    });
  });

  describe('FileQueue sender', () => {
    it('delivers what is added, in the order it was accepted, and removes it', async () => {
      const queue = newQueue();
      const { deliver, delivered, attempts } = recorder({ delayMs: 5 });
      for (const label of ['first', 'second', 'third']) await queue.add(queuedMail(label));
      queue.start(deliver);
      await queue.settled();

      expect(delivered).toHaveLength(3);
      // Claimed oldest first; the two connections may start their sends in either order.
      const order = attempts.map((message) => message.messageId);
      expect(order.slice(0, 2).sort()).toEqual(['<first@website>', '<second@website>']);
      expect(order[2]).toBe('<third@website>');
      expect(delivered).toContainEqual(queuedMail('first'));
      expect(await entries(queue)).toEqual([]);
      const stats = await queue.stats();
      expect(stats).toMatchObject({ queued: 0, oldestAcceptedAt: null, failing: 0 });
      expect(Date.now() - stats.lastDeliveredAt!).toBeLessThan(5_000);
    });

    it('keeps a message that fails, with its error, and retries the same bytes after the backoff', async () => {
      const queue = newQueue();
      const { deliver, attempts, delivered, state } = recorder();
      state.failure = new Error('connect ECONNREFUSED 127.0.0.1:25');
      queue.start(deliver);
      const t0 = Date.now();
      await queue.add(queuedMail('kept'), t0);
      await queue.settled();

      const [entry] = await entries(queue);
      expect(entry).toMatch(/\.a1\.d\d+\.eml$/);
      const dueAt = Number(/\.d(\d+)\.eml$/.exec(entry!)![1]);
      expect(dueAt - t0).toBeGreaterThanOrEqual(retryDelay(1));
      const id = entry!.split('.')[0];
      expect(await readFile(join(queue.directory, `${id}.error`), 'utf8')).toBe(
        'connect ECONNREFUSED 127.0.0.1:25',
      );

      await queue.deliverDue(dueAt - 1);
      expect(attempts).toHaveLength(1);
      state.failure = null;
      await queue.deliverDue(dueAt);
      expect(delivered).toEqual([queuedMail('kept')]);
      expect(attempts[0]).toEqual(attempts[1]);
      expect(await readdir(queue.directory)).not.toContainEqual(expect.stringMatching(/\.error$/));
    });

    it(`counts a message as failing after ${FAILING_AFTER_ATTEMPTS} failed attempts and still retries it`, async () => {
      const queue = newQueue();
      const { deliver, attempts, state } = recorder();
      state.failure = new Error('down');
      queue.start(deliver);
      await queue.add(queuedMail('doomed'));
      await queue.add(queuedMail('fresh'), 10 ** 13); // accepted in the 23rd century: not due
      await queue.settled();
      let now = Date.now();
      for (let attempt = 2; attempt <= FAILING_AFTER_ATTEMPTS; attempt += 1) {
        expect((await queue.stats()).failing).toBe(0);
        now += 3_600_000;
        await queue.deliverDue(now);
      }
      expect(attempts.filter((message) => message.messageId === '<doomed@website>')).toHaveLength(
        5,
      );
      expect(await queue.stats()).toMatchObject({ queued: 2, failing: 1 });
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"attempts":5,'));

      state.failure = null;
      await queue.deliverDue(now + 3_600_000);
      expect(await queue.stats()).toMatchObject({ queued: 1, failing: 0 });
    });

    it('counts a message refused for good (5xx) as failing at once and retries it at the longest interval', async () => {
      const queue = newQueue();
      const { deliver, state } = recorder();
      state.failure = refused(550);
      queue.start(deliver);
      const t0 = Date.now();
      await queue.add(queuedMail('refused'), t0);
      await queue.settled();

      expect(await queue.stats()).toMatchObject({ queued: 1, failing: 1 });
      const [entry] = await entries(queue);
      const dueAt = Number(/\.d(\d+)\.eml$/.exec(entry!)![1]);
      expect(dueAt - t0).toBeGreaterThanOrEqual(30 * 60_000);
    });

    it('delivers each message once when two senders share the directory', async () => {
      const first = newQueue();
      const second = newQueue();
      const one = recorder({ delayMs: 10 });
      const two = recorder({ delayMs: 10 });
      const labels = Array.from({ length: 12 }, (_, index) => `m${index}`);
      for (const label of labels) await first.add(queuedMail(label));
      first.start(one.deliver);
      second.start(two.deliver);
      await Promise.all([
        first.deliverDue(),
        second.deliverDue(),
        first.settled(),
        second.settled(),
      ]);

      const all = [...one.delivered, ...two.delivered].map((message) => message.messageId);
      expect(all.sort()).toEqual(labels.map((label) => `<${label}@website>`).sort());
    });

    it('sets an unreadable message aside, counts it as failing, and delivers the others', async () => {
      const queue = newQueue();
      await queue.add(queuedMail('good'));
      await writeFile(
        join(queue.directory, '000000000000-00000000.a0.d0.eml'),
        '{ not json\r\nSubject: lost\r\n',
      );
      const { deliver, delivered } = recorder();
      queue.start(deliver);
      await queue.settled();

      expect(delivered.map((message) => message.messageId)).toEqual(['<good@website>']);
      expect(await queue.stats()).toMatchObject({ queued: 0, failing: 1 });
      expect(await readdir(queue.directory)).toContain('000000000000-00000000.unreadable');
    });

    it('stops after the deliveries in flight, leaving what waits in the queue', async () => {
      const queue = newQueue();
      const { deliver, delivered } = recorder({ delayMs: 100 });
      for (const label of ['a', 'b', 'c', 'd', 'e']) await queue.add(queuedMail(label));
      queue.start(deliver);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await queue.stop();

      expect(delivered).toHaveLength(2); // the two in flight
      expect(await queue.stats()).toMatchObject({ queued: 3 });
      expect(await readdir(queue.directory)).not.toContainEqual(
        expect.stringMatching(/sending|sender/),
      );
    });
  });

  describe('FileQueue claims of senders that died', () => {
    /** A claim of `owner` on a message, as a sender leaves it when it dies mid-send. */
    async function claimedBy(queue: FileQueue, owner: string, sender?: object, beatAgoMs = 0) {
      await queue.add(queuedMail('claimed'));
      const entry = (await entries(queue)).find((name) => name.endsWith('.eml'));
      const claim = entry!.replace(/\.eml$/, `.${owner}.sending`);
      const { rename } = await import('node:fs/promises');
      await rename(join(queue.directory, entry!), join(queue.directory, claim));
      if (sender) {
        const path = join(queue.directory, `${owner}.sender`);
        await writeFile(path, JSON.stringify(sender));
        const then = new Date(Date.now() - beatAgoMs);
        await utimes(path, then, then);
      }
    }

    it('releases at once the claim of a process that is gone from this host', async () => {
      const child = spawn(process.execPath, ['-e', '']);
      await once(child, 'exit');
      const queue = newQueue();
      await claimedBy(queue, 'a'.repeat(16), { host: hostname(), pid: child.pid });
      const { deliver, delivered } = recorder();
      queue.start(deliver);
      await queue.settled();

      expect(delivered.map((message) => message.messageId)).toEqual(['<claimed@website>']);
      expect(await readdir(queue.directory)).not.toContainEqual(
        expect.stringMatching(/\.sending$/),
      );
    });

    it('releases at once a claim without a heartbeat, and one whose heartbeat stopped 30 s ago', async () => {
      const queue = newQueue();
      await claimedBy(queue, 'b'.repeat(16));
      await claimedBy(queue, 'c'.repeat(16), { host: 'another-machine', pid: 1 }, 31_000);
      const { deliver, delivered } = recorder();
      queue.start(deliver);
      await queue.settled();
      expect(delivered).toHaveLength(2);
    });

    it('leaves alone the claim of a sender that is alive', async () => {
      const queue = newQueue();
      await claimedBy(queue, 'd'.repeat(16), { host: hostname(), pid: process.ppid });
      await claimedBy(queue, 'e'.repeat(16), { host: 'another-machine', pid: 1 }, 5_000);
      const { deliver, delivered } = recorder();
      queue.start(deliver);
      await queue.settled();
      expect(delivered).toEqual([]);
      expect((await entries(queue)).every((name) => name.endsWith('.sending'))).toBe(true);
    });
  });
});
