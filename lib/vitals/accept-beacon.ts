import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { ForbiddenError, ValidationError } from '@/lib/http/errors';
import { isCrossSite } from '@/lib/http/fetch-metadata';
import { readJsonObject } from '@/lib/http/read-json';
import { createLimiter, enforceRateLimit } from '@/lib/rate-limit';
import { BEACON_LIMIT_BYTES, beaconSchema } from './beacon';
import { ensureVitalHistograms } from './histograms';
import { observations, vitalsStore } from './store';

const limiter = createLimiter('vitals', env.VITALS_RATE_LIMIT);

/** Field messages keyed by the whole path (`metrics.0.value`): a beacon is a list. */
function beaconErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'This field is not accepted';
      continue;
    }
    errors[issue.path.length > 0 ? issue.path.join('.') : 'body'] ??= issue.message;
  }
  return errors;
}

/**
 * A browser's report of its page load (components/shell/web-vitals-report.ts) counted into the
 * per-route histograms; anything that is not one is refused with the API's error contract before
 * anything is counted: another site's page (403), a client over its limit (429), a body that is
 * too large (413), not JSON (415, 400), or not a beacon (422).
 */
export async function acceptBeacon(request: Request): Promise<void> {
  if (isCrossSite(request.headers))
    throw new ForbiddenError('Reports from other sites are refused.');
  await enforceRateLimit(limiter, request);
  const body = await readJsonObject(request, BEACON_LIMIT_BYTES);
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(beaconErrors(parsed.error));
  ensureVitalHistograms();
  await vitalsStore().record(observations(parsed.data.metrics));
}
