import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { ServiceUnavailableError } from '@/lib/http/errors';
import { FAILING_AFTER_ATTEMPTS, Spool } from './spool';
import type { Deliver, Envelope } from './transport';

export type SendResult = 'sent' | 'spooled';

const RETRY_INTERVAL_MS = 15_000;

/**
 * Sends a message now or, when the mail system cannot take it, keeps it in the spool and retries
 * in the background. Only when the message can be neither sent nor spooled does send() throw,
 * so a caller that answers 201 after send() has really kept the message safe.
 */
export class Mailer {
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly deliver: Deliver,
    readonly spool: Spool,
  ) {}

  async send(message: Mail.Options): Promise<SendResult> {
    const id = randomUUID();
    const mail = new MailComposer({ ...message, messageId: `<${id}@website>` }).compile();
    const raw = await mail.build();
    const envelope = mail.getEnvelope() as Envelope;
    try {
      await this.deliver(raw, envelope, id);
      return 'sent';
    } catch (deliveryError) {
      try {
        await this.spool.add(raw, envelope);
      } catch (spoolError) {
        console.error('[mail] could not deliver nor spool a message', {
          deliveryError,
          spoolError,
        });
        throw new ServiceUnavailableError();
      }
      console.warn(`[mail] delivery failed, message spooled for retry: ${String(deliveryError)}`);
      this.startRetrying();
      return 'spooled';
    }
  }

  /** Retries every due message once; safe to call concurrently (calls share one pass). */
  flushSpool(now = Date.now()): Promise<void> {
    this.flushing ??= this.flushOnce(now).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async flushOnce(now: number): Promise<void> {
    for (const message of await this.spool.claimDue(now)) {
      try {
        await this.deliver(message.raw, message.envelope, message.id);
        await this.spool.complete(message);
        console.info(`[mail] spooled message ${message.id} delivered`);
      } catch (error) {
        await this.spool.release(message, error, now);
        const log = message.attempts + 1 >= FAILING_AFTER_ATTEMPTS ? console.error : console.warn;
        log(`[mail] spooled message ${message.id} failed again (attempt ${message.attempts + 1})`);
      }
    }
  }

  /** Starts the background sender (idempotent); it does not keep the process alive. */
  startRetrying(intervalMs = RETRY_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flushSpool().catch((error) => console.error('[mail] retry pass failed', error));
    }, intervalMs);
    this.timer.unref?.();
  }

  stopRetrying(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
