import 'server-only';
import { join } from 'node:path';
import { dataDir, env } from '@/lib/env';
import { onShutdown } from '@/lib/shutdown';
import { FileQueue } from './file-queue';
import { Mailer } from './mailer';
import { RedisQueue } from './redis-queue';
import { outboxDelivery, smtpDelivery } from './transport';

export const sendAcknowledgements = env.SEND_ACKNOWLEDGEMENTS === 'true';

// One mailer per process and settings, on globalThis: Next may load this module more than once
// (instrumentation.ts and each route), and a process must run one sender, not one per copy.
const mailers = ((globalThis as { __mailers?: Map<string, Mailer> }).__mailers ??= new Map());

/**
 * The process's mailer for the current settings, its background sender started on first use and
 * stopped, its deliveries in flight finished, when the server shuts down (lib/shutdown.ts).
 */
export function getMailer(): Mailer {
  const key = JSON.stringify([dataDir, env.SMTP_URL, env.REDIS_URL]);
  let mailer = mailers.get(key);
  if (!mailer) {
    const fileQueue = new FileQueue(join(dataDir, 'queue'));
    mailer = new Mailer(
      env.SMTP_URL ? smtpDelivery(env.SMTP_URL) : outboxDelivery(join(dataDir, 'outbox')),
      env.REDIS_URL ? new RedisQueue(env.REDIS_URL, fileQueue) : fileQueue,
    );
    mailers.set(key, mailer);
    mailer.start();
    const stopping = mailer;
    onShutdown(async () => {
      mailers.delete(key);
      await stopping.stop();
    });
  }
  return mailer;
}
