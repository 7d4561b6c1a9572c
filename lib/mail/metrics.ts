import { Gauge } from 'prom-client';
import { metrics } from '@/lib/metrics';
import type { QueueStats } from './queue';

/** What a delivery attempt came to: delivered, failed (to be retried) or dead-lettered. */
export function countDelivery(outcome: 'delivered' | 'failed' | 'dead'): void {
  metrics().mailDeliveries.inc({ outcome });
}

/** Why an acknowledgement was not sent: a closed set, for the metric's label. */
export type AcknowledgementSkip = 'disabled' | 'spam' | 'recipient-limit' | 'site-limit' | 'error';

export function countAcknowledgement(outcome: 'sent' | { skipped: AcknowledgementSkip }): void {
  metrics().acknowledgements.inc(
    outcome === 'sent'
      ? { outcome: 'sent', reason: '' }
      : { outcome: 'skipped', reason: outcome.skipped },
  );
}

type StatsSource = () => Promise<QueueStats>;
// On globalThis, like the registry: the gauge is registered once per process, and reads the
// queue of the process's current mailer.
const holder = globalThis as { __mailStatsSource?: StatsSource };

/**
 * Registers `mail_dead_letters` in the site's registry (once) and makes it read `source` at each
 * scrape: the dead letters held, which staff must deliver by hand before they are swept.
 */
export function registerMailMetrics(source: StatsSource): void {
  holder.__mailStatsSource = source;
  const { registry } = metrics();
  if (registry.getSingleMetric('mail_dead_letters')) return;
  new Gauge({
    name: 'mail_dead_letters',
    help: 'Messages given up on after MAIL_DEAD_LETTER_AFTER_DAYS of failures, kept for staff to deliver by hand.',
    registers: [registry],
    async collect() {
      const stats = await holder.__mailStatsSource?.().catch(() => null);
      if (stats) this.set(stats.deadLetters);
    },
  });
}
