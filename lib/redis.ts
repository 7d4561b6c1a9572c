import 'server-only';
import { once } from 'node:events';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';
import Redis, { Command } from 'ioredis';
import { log } from '@/lib/log';
import { metrics } from '@/lib/metrics';

/**
 * How long a command waits for Redis before its caller answers from this instance alone. Redis
 * answers in a millisecond or two; a Redis that is paused, overloaded or behind a half-dead network
 * path keeps the connection open and never answers, and without this every form would hang with it.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * After Redis has not answered, this instance answers from its own stores for this long before it
 * asks Redis again (as the mail queue does), so an outage costs one request the command timeout,
 * not every request each of its Redis commands' timeouts.
 */
export const REDIS_BYPASS_MS = 5_000;

/** What this process knows of Redis, whichever copy of this module asks. */
interface SharedRedis {
  /** The one connection, once a first command or limiter asked for it. */
  client?: Redis;
  /** Whether the connection's first attempt has ended, ready or failed. */
  firstAttemptEnded: boolean;
  /** Until when this instance answers without Redis (bypassRedis). */
  bypassUntil: number;
  /** The commands sent with a timeout of their own (sendSlowCommand). */
  slowCommands: WeakMap<Command, number>;
}

// On globalThis: Next loads this module once per route that uses it (five in a server), and the
// process has one connection to Redis and one view of it, not one per copy.
const shared = ((globalThis as { __redis?: SharedRedis }).__redis ??= {
  firstAttemptEnded: false,
  bypassUntil: 0,
  slowCommands: new WeakMap(),
});

/** Whether this instance is answering without Redis for now (REDIS_BYPASS_MS after a failure). */
export function redisBypassed(): boolean {
  return Date.now() < shared.bypassUntil;
}

/**
 * Says that Redis did not answer: for REDIS_BYPASS_MS this instance answers without it. Not while
 * the connection is still being made for the first time (the first requests after a start): a
 * command sent then fails at once (there is no offline queue), and the rate limiter says so, but
 * Redis has not failed, and bypassing it would send every store to this instance's files.
 */
export function bypassRedis(): void {
  if (shared.client && !shared.firstAttemptEnded) return;
  shared.bypassUntil = Date.now() + REDIS_BYPASS_MS;
}

/** The instance's one connection to Redis (REDIS_URL), shared by the rate limits and the stores. */
export function redisClient(url: string): Redis {
  if (!shared.client) {
    shared.firstAttemptEnded = false;
    const client = new Redis(url, {
      // Its name in CLIENT LIST, beside the mail queue's (lib/mail/redis-queue.ts).
      connectionName: 'site-store',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      // Not ioredis's commandTimeout: see timeOutOnceHeard.
    });
    const send = client.sendCommand.bind(client);
    client.sendCommand = (command, ...rest) => {
      const reply = send(command, ...rest);
      timeOutOnceHeard(command, shared.slowCommands.get(command) ?? REDIS_COMMAND_TIMEOUT_MS);
      return reply;
    };
    for (const event of ['ready', 'error', 'close'])
      client.once(event, () => {
        if (shared.client === client) shared.firstAttemptEnded = true;
      });
    client.on('error', (error) => log.error('redis.error', {}, error));
    shared.client = client;
  }
  return shared.client;
}

/**
 * Fails `command` with 'Command timed out' if no reply has been read `ms` after it was sent, as
 * ioredis's commandTimeout does, but judged only once this process has read what came in
 * meanwhile. A timer's callback runs before the event loop reads its sockets, so after the process
 * has been busy for longer than `ms` (a page rendered, its code loaded, a busy machine), ioredis's
 * timer fails a command whose reply is already waiting to be read: Redis was not slow, and the
 * instance went on without it for REDIS_BYPASS_MS (a form's answer stored where the other
 * instance cannot find it; seen in e2e/instances.spec.ts). `setImmediate` runs after that read.
 */
function timeOutOnceHeard(command: Command, ms: number): void {
  if (command.isSettled) return;
  const timer = setTimeout(() => {
    setImmediate(() => {
      if (!command.isSettled) command.reject(new Error('Command timed out'));
    });
  }, ms);
  command.promise.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
}

/**
 * How long the first command waits for the connection's first attempt (made on the process's
 * first request that uses Redis). 250 ms was too short on a busy machine:
 * two instances started on two loaded cores failed the first read of a stored answer that way
 * (e2e/instances.spec.ts), and the visitor saw an empty form.
 */
export const REDIS_FIRST_CONNECT_WAIT_MS = 1_000;

/**
 * The connection, once it is ready or REDIS_COMMAND_TIMEOUT_MS have passed (REDIS_FIRST_CONNECT_
 * WAIT_MS while it is first being made): a connection still being made is worth that moment
 * before a command fails.
 */
export async function readyRedisClient(url: string): Promise<Redis> {
  const client = redisClient(url);
  if (client.status !== 'ready') {
    const wait = shared.firstAttemptEnded ? REDIS_COMMAND_TIMEOUT_MS : REDIS_FIRST_CONNECT_WAIT_MS;
    const waiting = new AbortController();
    // As for a command (timeOutOnceHeard): the time is up once what came meanwhile has been read.
    await Promise.race([
      once(client, 'ready', { signal: waiting.signal }).catch(() => undefined),
      sleep(wait, undefined, { signal: waiting.signal, ref: false })
        .then(() => afterIo())
        .catch(() => undefined),
    ]);
    waiting.abort();
  }
  return client;
}

/**
 * The stores that keep their data in Redis and fall back to this instance's own: a closed set, as
 * it labels redis_fallbacks_total.
 */
export type RedisStore =
  'references' | 'applicant-history' | 'spam-sightings' | 'answers' | 'kept-resumes' | 'web-vitals';

/**
 * Runs `command` in Redis, or `locally` (this instance's own store) when Redis does not answer,
 * saying so in the log and the metrics, or while it is bypassed after that: a visitor's request
 * never fails because Redis is away.
 */
export async function inRedisOrLocally<T>(
  url: string,
  what: RedisStore,
  command: (redis: Redis) => Promise<T>,
  locally: () => Promise<T>,
): Promise<T> {
  if (redisBypassed()) {
    metrics().redisFallbacks.inc({ what });
    return locally();
  }
  try {
    return await command(await readyRedisClient(url));
  } catch (error) {
    bypassRedis();
    metrics().redisFallbacks.inc({ what });
    log.error('redis.fallback', { what }, error);
    return locally();
  }
}

/**
 * Sends one command with a timeout of its own instead of REDIS_COMMAND_TIMEOUT_MS, for a value
 * too large to travel in that time (a kept resume, up to 5 MiB). The reply comes as a Buffer.
 */
export async function sendSlowCommand(
  redis: Redis,
  name: string,
  args: (string | Buffer | number)[],
  timeoutMs: number,
): Promise<unknown> {
  const command = new Command(name, args, { replyEncoding: null });
  shared.slowCommands.set(command, timeoutMs);
  return redis.sendCommand(command);
}

/**
 * Closes the connection to Redis, if one was opened (tests close their app instances with it), and
 * resolves once it has ended (3 s at most): a server stopped after that has no client of this
 * instance still connected, whose socket's reset would be logged as an error after its test.
 */
export async function closeSharedStore(): Promise<void> {
  const client = shared.client;
  shared.client = undefined;
  shared.bypassUntil = 0;
  if (!client || client.status === 'end') return;
  const ended = once(client, 'end', { signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
  client.disconnect();
  await ended;
}
