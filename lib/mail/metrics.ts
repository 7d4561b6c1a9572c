import { metrics } from '@/lib/metrics';

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
