import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomic } from '@/lib/durable-files';
import { log } from '@/lib/log';
import type { Deliver } from './queue';

/** How messages leave: a function that hands one to the mail system, and what to close after. */
export type Delivery = { deliver: Deliver; close(): void };

/** The messages sent at once over the pool's connections (lib/mail/file-queue.ts uses as many). */
export const SMTP_CONNECTIONS = 2;

/**
 * SMTP over a small pool of connections that stay open between messages. A mail server that never
 * greets or stops answering costs the background sender these timeouts, never a visitor.
 */
export function smtpDelivery(smtpUrl: string): Delivery {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    deliver: async ({ raw, envelope }) => {
      await transport.sendMail({ envelope, raw });
    },
    close: () => transport.close(),
  };
}

/** The development default: every message becomes an .eml file under the outbox folder. */
export function outboxDelivery(outboxDir: string): Delivery {
  return {
    deliver: async ({ raw, messageId }) => {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^\w.-]/g, '')}.eml`;
      const path = join(outboxDir, name);
      await writeFileAtomic(path, raw);
      log.info('mail.written-to-outbox', { messageId, path });
    },
    close: () => {},
  };
}
