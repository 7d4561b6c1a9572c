import 'server-only';
import { join } from 'node:path';
import { dataDir, env } from '@/lib/env';
import { Mailer } from './mailer';
import { Spool } from './spool';
import { outboxDelivery, smtpDelivery } from './transport';

export const sendAcknowledgements = env.SEND_ACKNOWLEDGEMENTS === 'true';

let mailer: Mailer | undefined;

/** The process-wide mailer, configured from the settings on first use. */
export function getMailer(): Mailer {
  mailer ??= new Mailer(
    env.SMTP_URL ? smtpDelivery(env.SMTP_URL) : outboxDelivery(join(dataDir, 'outbox')),
    new Spool(join(dataDir, 'spool')),
  );
  return mailer;
}
