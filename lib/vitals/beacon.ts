import { z } from 'zod';
import { VITAL_NAMES, VITALS } from './definitions';

/** At most this many metrics in one beacon: the five of a page load, again after a bfcache restore. */
export const MAX_METRICS_PER_BEACON = 10;
/** A beacon's body is a few hundred bytes; anything much larger is not one. */
export const BEACON_LIMIT_BYTES = 2 * 1024;

const metric = z
  .object({
    name: z.enum(VITAL_NAMES, { error: `name must be one of ${VITAL_NAMES.join(', ')}` }),
    // z.number() refuses NaN and the infinities (JSON has neither; a parser's 1e999 is Infinity).
    value: z
      .number({ error: 'value must be a finite number' })
      .min(0, 'value must not be negative'),
    route: z
      .string({ error: 'route must be a string' })
      .max(200, 'route must be at most 200 characters')
      .startsWith('/', 'route must be a route pattern such as /career/[slug]'),
  })
  .refine((entry) => entry.value <= VITALS[entry.name].max, {
    message: 'value is beyond what a browser can report',
    path: ['value'],
  });

/** What the browser sends (components/shell/web-vitals-report.ts): `{ metrics: [...] }`. */
export const beaconSchema = z.strictObject({
  metrics: z
    .array(metric)
    .min(1, 'metrics must not be empty')
    .max(MAX_METRICS_PER_BEACON, `metrics must hold at most ${MAX_METRICS_PER_BEACON} entries`),
});

export type Beacon = z.infer<typeof beaconSchema>;
export type BeaconMetric = Beacon['metrics'][number];
