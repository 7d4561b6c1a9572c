import 'server-only';
import { join } from 'node:path';
import { dataDir, env } from '@/lib/env';
import { log } from '@/lib/log';
import { onShutdown } from '@/lib/shutdown';
import { FileDeadLetters } from './dead-letters';
import { FileQueue } from './file-queue';
import { Mailer } from './mailer';
import { RedisQueue } from './redis-queue';
import { startRetentionSweeps, type RetentionSettings } from './retention';
import { outboxDelivery, smtpDelivery } from './transport';

export const sendAcknowledgements = env.SEND_ACKNOWLEDGEMENTS === 'true';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where messages go: a mail server (SMTP_URL), or .eml files in DATA_DIR/outbox, delivered to no one. */
export const mailDelivery = (): 'smtp' | 'outbox' => (env.SMTP_URL ? 'smtp' : 'outbox');

export const outboxDirectory = () => join(dataDir, 'outbox');

/** The retention settings of the outbox and the dead letters, in ms. */
export function retentionSettings(): RetentionSettings {
  return {
    outboxMs: env.OUTBOX_RETENTION_DAYS * DAY_MS,
    deadLetterAfterMs: env.MAIL_DEAD_LETTER_AFTER_DAYS * DAY_MS,
    deadLetterRetentionMs: env.DEAD_LETTER_RETENTION_DAYS * DAY_MS,
  };
}

// One mailer per process and settings, on globalThis: Next may load this module more than once
// (instrumentation.ts and each route), and a process must run one sender, not one per copy.
const mailers = ((globalThis as { __mailers?: Map<string, Mailer> }).__mailers ??= new Map());

/** The file queue of DATA_DIR, with its dead letters, as the settings ask. */
export function fileQueue(): FileQueue {
  const retention = retentionSettings();
  return new FileQueue(join(dataDir, 'queue'), {
    deadAfterMs: retention.deadLetterAfterMs,
    deadLetters: new FileDeadLetters(
      join(dataDir, 'mail', 'dead-letters'),
      retention.deadLetterRetentionMs,
    ),
  });
}

/**
 * The process's mailer for the current settings, its background sender started on first use and
 * stopped, its deliveries in flight finished, when the server shuts down (lib/shutdown.ts).
 * With it start the hourly sweeps of the outbox and the dead letters (lib/mail/retention.ts).
 */
export function getMailer(): Mailer {
  const key = JSON.stringify([dataDir, env.SMTP_URL, env.REDIS_URL]);
  let mailer = mailers.get(key);
  if (!mailer) {
    const retention = retentionSettings();
    const local = fileQueue();
    const queue = env.REDIS_URL
      ? new RedisQueue(env.REDIS_URL, local, {
          deadAfterMs: retention.deadLetterAfterMs,
          deadLetterRetentionMs: retention.deadLetterRetentionMs,
        })
      : local;
    mailer = new Mailer(
      env.SMTP_URL ? smtpDelivery(env.SMTP_URL) : outboxDelivery(outboxDirectory()),
      queue,
    );
    mailers.set(key, mailer);
    mailer.start();
    const stores =
      queue instanceof RedisQueue ? [local.deadLetters, queue.deadLetters] : [local.deadLetters];
    const stopSweeps = startRetentionSweeps({
      outbox: env.SMTP_URL ? null : outboxDirectory(),
      outboxMs: retention.outboxMs,
      deadLetters: stores,
    });
    const current = mailer;
    onShutdown(async () => {
      mailers.delete(key);
      stopSweeps();
      await current.stop();
    });
  }
  return mailer;
}

const announced = globalThis as { __mailDeliveryAnnounced?: boolean };

/**
 * Says at start, once per process, how mail leaves: without SMTP_URL nothing reaches anyone (every
 * message becomes a file in DATA_DIR/outbox), which a production server must not do unnoticed.
 * Called by instrumentation.ts's register().
 */
export function announceMailDelivery(): void {
  if (announced.__mailDeliveryAnnounced) return;
  announced.__mailDeliveryAnnounced = true;
  if (mailDelivery() === 'smtp') {
    log.info('mail.delivery', { delivery: 'smtp' });
    return;
  }
  log.warn('mail.not-delivered', {
    delivery: 'outbox',
    outbox: outboxDirectory(),
    retentionDays: env.OUTBOX_RETENTION_DAYS,
    fix: 'set SMTP_URL to deliver enquiries and applications to staff',
  });
}
