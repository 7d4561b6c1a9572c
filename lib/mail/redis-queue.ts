import type { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { log } from '@/lib/log';
import { REDIS_COMMAND_TIMEOUT_MS } from '@/lib/redis';
import {
  DEAD_LETTER_AFTER_MS,
  DEAD_LETTER_RETENTION_MS,
  RedisDeadLetters,
  reportDeadLetter,
} from './dead-letters';
import type { FileQueue } from './file-queue';
import { countDelivery } from './metrics';
import {
  attemptsAfter,
  errorText,
  reportFailure,
  retryDelay,
  type Deliver,
  type Envelope,
  type MailQueue,
  type QueuedMail,
  type QueueStats,
} from './queue';
import { SMTP_CONNECTIONS } from './transport';

type JobData = { raw: string; envelope: Envelope; messageId: string; acceptedAt: number };

const QUEUE = 'mail';
// Our own bookkeeping beside BullMQ's keys, for /api/health in three commands.
const ACCEPTED = 'bull:mail:x:accepted'; // sorted set: job id by acceptance time
const FAILING = 'bull:mail:x:failing'; // set of job ids that keep failing
const LAST_DELIVERED = 'bull:mail:x:last-delivered';
/** As good as forever: a message is never given up on, only reported as failing. */
const ATTEMPTS = 100_000;
/**
 * How long add() waits for Redis before storing the message on this instance instead: the
 * command timeout of the rate limits, and more for a large message. Should the add land in Redis
 * after all, the message is delivered twice, with one Message-ID.
 */
const addTimeoutMs = (bytes: number) => REDIS_COMMAND_TIMEOUT_MS + bytes / 10_000;
/** After Redis has not answered, messages go straight to this instance's queue for a while. */
const BYPASS_AFTER_TIMEOUT_MS = 5_000;
/** A claim (BullMQ's job lock) of a sender that died is released once it expires. */
const LOCK_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms).unref();
    }),
  ]);
}

/**
 * The queue of several instances: BullMQ in Redis (REDIS_URL), so any instance delivers what
 * another accepted and one that disappears loses nothing. BullMQ's job lock is the claim: one
 * worker has a message at a time, and a lock its worker stopped renewing expires after LOCK_MS,
 * when another worker takes the message up again. The Message-ID is part of the stored message.
 *
 * A message is safe once Redis has written it to its append-only file (docs/deployment.md:
 * appendfsync always). While Redis does not answer, messages are stored in this instance's file
 * queue instead, which this instance delivers as well; a request never fails because Redis is away.
 */
export class RedisQueue implements MailQueue {
  private readonly client: Redis;
  // BullMQ is loaded only where REDIS_URL is set.
  private readonly queue: Promise<Queue<JobData>>;
  private worker: Promise<Worker<JobData>> | undefined;
  private workerClient: Redis | undefined;
  private bypassUntil = 0;
  /** Messages given up on (MAIL_DEAD_LETTER_AFTER_DAYS), kept in Redis for the retention. */
  readonly deadLetters: RedisDeadLetters;
  private readonly deadAfterMs: number;

  constructor(
    private readonly url: string,
    readonly local: FileQueue,
    options: { deadAfterMs?: number; deadLetterRetentionMs?: number } = {},
  ) {
    this.client = new Redis(url, {
      connectionName: 'site-mail',
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    this.client.on('error', (error) => log.error('mail.redis-error', {}, error));
    this.deadAfterMs = options.deadAfterMs ?? DEAD_LETTER_AFTER_MS;
    this.deadLetters = new RedisDeadLetters(
      this.client,
      options.deadLetterRetentionMs ?? DEAD_LETTER_RETENTION_MS,
    );
    this.queue = import('bullmq').then(({ Queue }) => {
      const queue = new Queue<JobData>(QUEUE, { connection: this.client });
      queue.on('error', (error) => log.error('mail.queue-error', {}, error));
      return queue;
    });
  }

  /** The BullMQ queue, for data requests (lib/privacy) to find and remove messages. */
  bullQueue(): Promise<Queue<JobData>> {
    return this.queue;
  }

  /** Removes a message by its job id, and its bookkeeping; false when it is being sent now. */
  async remove(jobId: string): Promise<boolean> {
    const removed = await (await this.queue).remove(jobId);
    await this.client.multi().zrem(ACCEPTED, jobId).srem(FAILING, jobId).exec();
    return removed === 1;
  }

  async add(mail: QueuedMail, now = Date.now()): Promise<void> {
    const data: JobData = {
      raw: mail.raw.toString('base64'),
      envelope: mail.envelope,
      messageId: mail.messageId,
      acceptedAt: now,
    };
    let job: Job<JobData>;
    try {
      // While disconnected, at once; a Redis that stops answering, after addTimeoutMs.
      if (this.client.status !== 'ready') throw new Error(`redis is ${this.client.status}`);
      if (Date.now() < this.bypassUntil) throw new Error('redis did not answer just now');
      const queue = await this.queue;
      job = await withTimeout(
        queue.add('message', data, {
          attempts: ATTEMPTS,
          backoff: { type: 'custom' },
          removeOnComplete: true,
          removeOnFail: false,
        }),
        addTimeoutMs(data.raw.length),
      ).catch((error: unknown) => {
        this.bypassUntil = Date.now() + BYPASS_AFTER_TIMEOUT_MS;
        throw error;
      });
    } catch (error) {
      log.error('mail.redis-unavailable', { storedOn: 'instance' }, error);
      await this.local.add(mail, now);
      return;
    }
    await this.client.zadd(ACCEPTED, now, job.id!).catch(() => {});
  }

  start(deliver: Deliver): void {
    this.local.start(deliver);
    if (this.worker) return;
    this.worker = import('bullmq').then(({ Worker }) => {
      this.workerClient = new Redis(this.url, {
        connectionName: 'site-mail-sender',
        maxRetriesPerRequest: null,
      });
      this.workerClient.on('error', () => {}); // reported by the worker's own 'error'
      const worker = new Worker<JobData>(QUEUE, (job) => this.process(job, deliver), {
        connection: this.workerClient,
        concurrency: SMTP_CONNECTIONS,
        lockDuration: LOCK_MS,
        stalledInterval: LOCK_MS,
        maxStalledCount: ATTEMPTS,
        settings: {
          backoffStrategy: (attemptsMade: number, _type?: string, error?: Error) =>
            retryDelay(attemptsAfter(error, attemptsMade - 1)),
        },
      });
      worker.on('error', (error) => log.error('mail.worker-error', {}, error));
      return worker;
    });
  }

  private async process(job: Job<JobData>, deliver: Deliver): Promise<void> {
    const { raw, envelope, messageId, acceptedAt } = job.data;
    try {
      await deliver({ raw: Buffer.from(raw, 'base64'), envelope, messageId });
    } catch (error) {
      const attempts = attemptsAfter(error, job.attemptsMade);
      const now = Date.now();
      if (now - acceptedAt >= this.deadAfterMs) {
        // Kept as a dead letter (a failure to keep it fails the job, which is tried again);
        // the job then completes, and BullMQ removes it.
        const letter = {
          id: job.id!,
          raw: Buffer.from(raw, 'base64'),
          envelope,
          messageId,
          acceptedAt,
          deadAt: now,
          attempts,
          lastError: errorText(error),
        };
        await this.deadLetters.add(letter);
        await this.client.multi().zrem(ACCEPTED, job.id!).srem(FAILING, job.id!).exec();
        countDelivery('dead');
        reportDeadLetter(letter, 'redis');
        return;
      }
      const failing = reportFailure(messageId, attempts, error);
      if (failing) await this.client.sadd(FAILING, job.id!).catch(() => {});
      throw error;
    }
    await this.client
      .multi()
      .zrem(ACCEPTED, job.id!)
      .srem(FAILING, job.id!)
      .set(LAST_DELIVERED, String(Date.now()))
      .exec()
      .catch(() => {});
    countDelivery('delivered');
    log.info('mail.delivered', { messageId });
  }

  /** As FileQueue's, for Redis: nothing waiting or active (or Redis not answering). */
  async settled(): Promise<void> {
    await this.local.settled();
    for (;;) {
      const queue = await this.queue;
      const counts = await withTimeout(
        queue.getJobCounts('waiting', 'active', 'prioritized'),
        REDIS_COMMAND_TIMEOUT_MS,
      ).catch(() => null);
      if (!counts || Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    const worker = await this.worker;
    this.worker = undefined;
    // A Redis that does not answer cannot hold the shutdown: the lock of a job in flight expires.
    await Promise.all([
      worker && withTimeout(worker.close(), STOP_TIMEOUT_MS).catch(() => worker.close(true)),
      this.local.stop(),
    ]);
    await withTimeout((await this.queue).close(), STOP_TIMEOUT_MS).catch(() => {});
    // BullMQ leaves connections it was given open.
    this.workerClient?.disconnect();
    this.client.disconnect();
  }

  async stats(): Promise<QueueStats> {
    const local = await this.local.stats();
    try {
      const [counts, oldest, failing, lastDelivered, deadLetters] = await Promise.all([
        this.queue.then((queue) =>
          queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized'),
        ),
        this.client.zrange(ACCEPTED, '0', '0', 'WITHSCORES'),
        this.client.scard(FAILING),
        this.client.get(LAST_DELIVERED),
        this.deadLetters.count(),
      ]);
      const oldestHere = oldest[1] === undefined ? null : Number(oldest[1]);
      const times = [oldestHere, local.oldestAcceptedAt].filter((time) => time !== null);
      return {
        queued: local.queued + Object.values(counts).reduce((sum, count) => sum + count, 0),
        oldestAcceptedAt: times.length ? Math.min(...times) : null,
        failing: local.failing + failing,
        lastDeliveredAt: Math.max(Number(lastDelivered ?? 0), local.lastDeliveredAt ?? 0) || null,
        deadLetters: local.deadLetters + deadLetters,
      };
    } catch (error) {
      log.error('mail.redis-unavailable', { what: 'health' }, error);
      return local;
    }
  }
}
