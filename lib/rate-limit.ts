import 'server-only';
import ipaddr from 'ipaddr.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from './env';
import { TooManyRequestsError } from './http/errors';
import { log } from './log';
import { metrics } from './metrics';
import { bypassRedis, readyRedisClient, redisBypassed, redisClient } from './redis';
import { mailboxHash } from './spam/mailbox';

export type Limit = { points: number; seconds: number };

export { closeSharedStore, REDIS_COMMAND_TIMEOUT_MS } from './redis';

/**
 * A per-IP limiter: in memory by default, shared through Redis when REDIS_URL is set (several
 * instances). If Redis is unreachable or does not answer within REDIS_COMMAND_TIMEOUT_MS, the
 * instance falls back to its own memory rather than letting everything through or refusing
 * everyone.
 */
export function createLimiter(
  name: string,
  limit: Limit,
  redisUrl = env.REDIS_URL,
): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${name}`, points: limit.points, duration: limit.seconds };
  if (!redisUrl) return new RateLimiterMemory(options);
  const insurance = new Insurance(options);
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: redisClient(redisUrl),
    insuranceLimiter: insurance,
  });
  redisLimiters.set(limiter, { insurance, redisUrl });
  return limiter;
}

// On globalThis: a limiter made by one route's copy of this module (the acknowledgement bounds)
// is counted by the others too.
const redisLimiters = ((
  globalThis as {
    __redisLimiters?: WeakMap<object, { insurance: Insurance; redisUrl: string }>;
  }
).__redisLimiters ??= new WeakMap());

/**
 * The memory a Redis limiter falls back on. rate-limiter-flexible turns to it when Redis fails,
 * which is when this instance should stop asking Redis for a while (lib/redis.ts).
 */
class Insurance extends RateLimiterMemory {
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    bypassRedis();
    return super.consume(...args);
  }

  /** Counts here without saying anything of Redis: while it is bypassed. */
  consumeHere(key: string): Promise<RateLimiterRes> {
    return super.consume(key);
  }
}

/**
 * Counts `key` in the limiter, or straight in its memory while Redis is bypassed. The first
 * requests after a start find the connection to Redis still being made: the limiter would not
 * wait for it (no offline queue), and its failure would count this instance alone for
 * REDIS_BYPASS_MS. So they wait for it the moment any Redis command would (readyRedisClient),
 * which costs nothing once it is ready.
 */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  const redis = redisLimiters.get(limiter);
  if (!redis) return limiter.consume(key);
  if (redisBypassed()) return redis.insurance.consumeHere(key);
  await readyRedisClient(redis.redisUrl);
  return limiter.consume(key);
}

/**
 * The client's address. scripts/serve.mjs drops any X-Forwarded-For a client sends unless
 * TRUST_PROXY_HOPS says proxies are in front, and Next then sets it to the connection's address;
 * with N trusted proxies the client is the N-th entry from the right.
 */
export function clientIp(request: Request, trustedHops = env.TRUST_PROXY_HOPS): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - Math.max(1, trustedHops)] ?? chain[0] ?? 'unknown';
}

/**
 * The network a client address belongs to, as one holder gets them: its IPv4 /24 or its IPv6 /64
 * (an IPv4 address written as IPv6, ::ffff:a.b.c.d, counts as IPv4). Anything else is its own.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    return `${(address as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/** A limiter's name from the code ('contact', 'contact:net', 'cms:login'), for labels and logs. */
const limitName = (limiter: RateLimiterAbstract) =>
  String(limiter.keyPrefix ?? 'unnamed').replace(/^rl:/, '');

/** Consumes one point of `key` or throws 429 with Retry-After; a failing store lets it through. */
async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await consume(limiter, key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      metrics().rateLimitRefusals.inc({ limit: limitName(limiter) });
      throw new TooManyRequestsError(rejection.msBeforeNext / 1000);
    }
    log.error('rate-limit.failed', { limit: limitName(limiter) }, rejection);
  }
}

/** Consumes one point for the request's client or throws 429 with Retry-After. */
export function enforceRateLimit(limiter: RateLimiterAbstract, request: Request): Promise<void> {
  return consumeOrRefuse(limiter, clientIp(request));
}

/**
 * A form's limits, each with its own Retry-After: per client address, per network (a script on
 * many addresses of one network), and per e-mail address typed in (many clients naming one
 * recipient, counted by the mailbox the address delivers to and kept only as a keyed hash).
 */
export type FormLimits = Record<'client' | 'network' | 'address', RateLimiterAbstract>;

export function createFormLimits(
  form: string,
  limits: Record<keyof FormLimits, Limit>,
  redisUrl = env.REDIS_URL,
): FormLimits {
  return {
    client: createLimiter(form, limits.client, redisUrl),
    network: createLimiter(`${form}:net`, limits.network, redisUrl),
    address: createLimiter(`${form}:to`, limits.address, redisUrl),
  };
}

/** The limits on who sends, before the body is read. */
export async function enforceClientLimits(limits: FormLimits, request: Request): Promise<void> {
  const ip = clientIp(request);
  await Promise.all([
    consumeOrRefuse(limits.client, ip),
    consumeOrRefuse(limits.network, clientNetwork(ip)),
  ]);
}

/** The limit on the address a valid submission names. */
export async function enforceAddressLimit(limits: FormLimits, address: string): Promise<void> {
  await consumeOrRefuse(limits.address, await mailboxHash('rate-limit', address));
}
