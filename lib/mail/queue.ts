import { log } from '@/lib/log';
import { countDelivery } from './metrics';

/** Who a message goes to and comes from, as the SMTP conversation states it. */
export type Envelope = { from: string; to: string[] };

/** A finished message as accepted: its exact bytes, its envelope and the Message-ID it was given. */
export type QueuedMail = { raw: Buffer; envelope: Envelope; messageId: string };

/** Hands one message to the mail system, or throws; a retry sends the same bytes again. */
export type Deliver = (mail: QueuedMail) => Promise<void>;

/** What /api/health reports about the messages accepted and not yet delivered. */
export type QueueStats = {
  /** Messages waiting, retrying or being sent now. */
  queued: number;
  /** When the oldest of them was accepted (ms since the epoch), or null when none waits. */
  oldestAcceptedAt: number | null;
  /** How many have failed FAILING_AFTER_ATTEMPTS times or been refused for good (5xx). */
  failing: number;
  /** When a delivery last succeeded (ms since the epoch), or null if none has yet. */
  lastDeliveredAt: number | null;
  /** Messages given up on after MAIL_DEAD_LETTER_AFTER_DAYS, kept in the dead-letter store. */
  deadLetters: number;
};

/**
 * Where accepted messages wait for delivery: files under DATA_DIR (lib/mail/file-queue.ts) or,
 * with several instances, Redis through BullMQ (lib/mail/redis-queue.ts).
 */
export interface MailQueue {
  /** Resolves once the message is stored durably; rejects when it cannot be. */
  add(mail: QueuedMail): Promise<void>;
  /** Starts delivering in the background (idempotent); it does not keep the process alive. */
  start(deliver: Deliver): void;
  /** Resolves when nothing that is due now is still waiting for this instance's sender. */
  settled(): Promise<void>;
  /** Stops taking messages and waits for the deliveries in flight; what waits stays queued. */
  stop(): Promise<void>;
  stats(): Promise<QueueStats>;
}

/** After this many failed attempts a message counts as failing (it is still retried). */
export const FAILING_AFTER_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 30 * 60_000;

/** How long to wait after the n-th failed attempt: 15 s doubling to at most 30 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The first attempt count whose retryDelay is the longest. */
const LONGEST_DELAY_AFTER = 1 + Math.ceil(Math.log2(MAX_DELAY_MS / BASE_DELAY_MS));

/**
 * The attempts a failure counts as. A refusal for good (an SMTP 5xx: unknown mailbox, message
 * too large) will not pass by waiting, so the message counts as failing at once for an operator
 * to see; it is still retried, at the longest interval, in case the setting behind it is fixed.
 */
export function attemptsAfter(error: unknown, attempts: number): number {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  return permanent
    ? Math.max(attempts + 1, FAILING_AFTER_ATTEMPTS, LONGEST_DELAY_AFTER)
    : attempts + 1;
}

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Logs a delivery that failed for the `attempts`-th time (as an error once the message counts as
 * failing) and says whether it does.
 */
export function reportFailure(messageId: string, attempts: number, error: unknown): boolean {
  const failing = attempts >= FAILING_AFTER_ATTEMPTS;
  countDelivery('failed');
  (failing ? log.error : log.warn)(
    'mail.not-delivered',
    { messageId, attempts, failing, retryInSeconds: retryDelay(attempts) / 1000 },
    error,
  );
  return failing;
}
