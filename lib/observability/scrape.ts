import 'server-only';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import { getMailer } from '@/lib/mail';
import { metrics } from '@/lib/metrics';
import { ensureVitalHistograms } from '@/lib/vitals/histograms';
import packageJson from '@/package.json';

type QueueGauges = Record<'depth' | 'oldest' | 'failing' | 'deadLetters', Gauge>;
const holder = globalThis as { __siteQueueGauges?: QueueGauges };

/**
 * What a scrape adds to the counters, set up once per process: Node's own figures (memory, event
 * loop lag, GC), the build, gauges of the mail queue and the field data's histograms.
 */
function prepare(): QueueGauges {
  if (holder.__siteQueueGauges) return holder.__siteQueueGauges;
  const { registry, buildInfo } = metrics();
  // The field data's histograms, read from their store (memory or Redis) at each scrape: shown
  // even by an instance that has not received a report itself.
  ensureVitalHistograms();
  collectDefaultMetrics({ register: registry });
  buildInfo.set(
    {
      version: packageJson.version,
      commit: process.env.BUILD_COMMIT ?? 'unknown',
      node: process.version,
    },
    1,
  );
  const registers = [registry];
  return (holder.__siteQueueGauges = {
    depth: new Gauge({
      name: 'mail_queue_depth',
      help: 'Messages accepted and not yet delivered (waiting, retrying or being sent).',
      registers,
    }),
    oldest: new Gauge({
      name: 'mail_queue_oldest_age_seconds',
      help: 'How long the oldest undelivered message has waited; 0 when none waits.',
      registers,
    }),
    failing: new Gauge({
      name: 'mail_queue_failing',
      help: 'Messages that have failed repeatedly or been refused for good, still kept.',
      registers,
    }),
    deadLetters: new Gauge({
      name: 'mail_dead_letters',
      help: 'Messages given up on after MAIL_DEAD_LETTER_AFTER_DAYS of failures, kept for staff to deliver by hand.',
      registers,
    }),
  });
}

/**
 * The registry's figures in Prometheus' text format, with its content type. The mail queue is
 * read once per scrape from its names and counters alone (`queue.stats()`, the same cheap read as
 * /api/health), never its messages.
 */
export async function scrape(): Promise<{ text: string; contentType: string }> {
  const gauges = prepare();
  const stats = await getMailer().queue.stats();
  gauges.depth.set(stats.queued);
  gauges.failing.set(stats.failing);
  gauges.deadLetters.set(stats.deadLetters);
  const waited = stats.oldestAcceptedAt === null ? 0 : Date.now() - stats.oldestAcceptedAt;
  gauges.oldest.set(Math.max(0, waited / 1000));
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}
