import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { ServiceUnavailableError } from '@/lib/http/errors';
import type { MailQueue } from './queue';
import type { Delivery, Envelope } from './transport';

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
      console.error('[mail] could not store a message', error);
      throw new ServiceUnavailableError();
    }
  }

  /** Starts the background sender (idempotent). */
  start(): void {
    this.queue.start(this.delivery.deliver);
  }

  /** Stops the sender once its deliveries in flight end; what waits stays queued for the next start. */
  async stop(): Promise<void> {
    await this.queue.stop();
    this.delivery.close();
  }
}
