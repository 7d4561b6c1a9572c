import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomic } from './atomic-write';

export type Envelope = { from: string; to: string[] };
/** Hands one finished RFC 5322 message to the mail system, or throws. */
export type Deliver = (raw: Buffer, envelope: Envelope, id: string) => Promise<void>;

// nodemailer's defaults wait minutes; a visitor should not.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export function smtpDelivery(smtpUrl: string): Deliver {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return async (raw, envelope) => {
    await transport.sendMail({ envelope, raw });
  };
}

/** The development default: every message becomes an .eml file under the outbox folder. */
export function outboxDelivery(outboxDir: string): Deliver {
  return async (raw, _envelope, id) => {
    const path = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    await writeFileAtomic(path, raw);
    console.info(`[mail] written to ${path}`);
  };
}
