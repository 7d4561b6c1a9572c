import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/** Where the operating figures are scraped (app/api/metrics/route.ts). */
export const METRICS_PATH = /^\/api\/metrics\/?$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `Authorization` is `Bearer <token>`: compared as digests in constant time, so neither
 * the answer's timing nor its length says how much of a guess was right.
 */
export function hasBearer(headers: Headers, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Whether a request may read the metrics: METRICS_TOKEN is set and it is the request's bearer. */
export const mayReadMetrics = (headers: Headers): boolean =>
  env.METRICS_TOKEN !== undefined && hasBearer(headers, env.METRICS_TOKEN);
