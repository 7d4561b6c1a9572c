import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from './env';
import { TooManyRequestsError } from './http/errors';
import { redisClient } from './redis';

type Limit = { points: number; seconds: number };

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
  return new RateLimiterRedis({
    ...options,
    storeClient: redisClient(redisUrl),
    insuranceLimiter: new RateLimiterMemory(options),
  });
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

/** Consumes one point for the request's client or throws 429 with Retry-After. */
export async function enforceRateLimit(
  limiter: RateLimiterAbstract,
  request: Request,
): Promise<void> {
  try {
    await limiter.consume(clientIp(request));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new TooManyRequestsError(rejection.msBeforeNext / 1000);
    }
    console.error('[rate-limit] limiter failed; request allowed', rejection);
  }
}
