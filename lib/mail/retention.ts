import { log } from '@/lib/log';
import { sweepOlderThan } from '@/lib/sweep';
import type { DeadLetterStore } from './dead-letters';

/** How long the mail system keeps what it holds, in ms (lib/env.ts gives them in days). */
export type RetentionSettings = {
  outboxMs: number;
  deadLetterAfterMs: number;
  deadLetterRetentionMs: number;
};

/** The sweeps run this often (and once at start). */
export const RETENTION_SWEEP_EVERY_MS = 60 * 60 * 1000;

export type RetentionTargets = {
  /** The outbox folder, or null when messages go to a mail server. */
  outbox: string | null;
  outboxMs: number;
  deadLetters: DeadLetterStore[];
};

/**
 * One sweep at `now`: outbox files last written more than outboxMs ago, and dead letters past
 * their retention (each store knows its own). Never throws.
 */
export async function sweepMailRetention(targets: RetentionTargets, now = Date.now()) {
  if (targets.outbox) {
    await sweepOlderThan(targets.outbox, targets.outboxMs, now, (name) => name.endsWith('.eml'));
  }
  let deadLetters = 0;
  for (const store of targets.deadLetters) {
    deadLetters += await store.sweep(now).catch((error: unknown) => {
      log.error('mail.dead-letter-sweep-failed', {}, error);
      return 0;
    });
  }
  if (deadLetters > 0) log.info('mail.dead-letters-swept', { removed: deadLetters });
}

/** Sweeps now and every RETENTION_SWEEP_EVERY_MS (the timer keeps no process alive); returns stop. */
export function startRetentionSweeps(targets: RetentionTargets): () => void {
  const run = () => void sweepMailRetention(targets);
  const timer = setInterval(run, RETENTION_SWEEP_EVERY_MS);
  timer.unref?.();
  run();
  return () => clearInterval(timer);
}
