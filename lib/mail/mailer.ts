import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { ServiceUnavailableError } from '@/lib/http/errors';
import { log } from '@/lib/log';
import type { Envelope, MailQueue } from './queue';
import type { Delivery } from './transport';

const STOP_GRACE_MS = 5_000;

/**
 * Accepts messages the way mail servers do: each is built once, with the Message-ID it keeps
 * through every retry, stored durably in the queue, and delivered in the background. send()
 * resolves as soon as the message is safe, whatever the mail server is doing, and throws
 * ServiceUnavailableError only when it cannot be stored; so a 201 after send() means 'it is safe'.
 */
export class Mailer {
  constructor(
    private readonly delivery: Delivery,
    readonly queue: MailQueue,
  ) {}

  async send(message: Mail.Options): Promise<void> {
    const messageId = `<${randomUUID()}@website>`;
    const mail = new MailComposer({ ...message, messageId }).compile();
    const raw = await mail.build();
    const envelope = mail.getEnvelope() as Envelope;
    try {
      await this.queue.add({ raw, envelope, messageId });
    } catch (error) {
      log.error('mail.not-stored', { messageId }, error);
      throw new ServiceUnavailableError();
    }
  }

  /** Starts the background sender (idempotent). */
  start(): void {
    this.queue.start(this.delivery.deliver);
  }

  /**
   * Stops the sender: deliveries in flight get STOP_GRACE_MS to finish, then its connections are
   * closed, which fails them back into the queue. What waits stays queued for the next start.
   */
  async stop(): Promise<void> {
    const timer = setTimeout(() => this.delivery.close(), STOP_GRACE_MS);
    await this.queue.stop();
    clearTimeout(timer);
    this.delivery.close();
  }
}
