import type { QueuedMail } from '@/lib/mail/queue';

export const envelope = { from: 'website@acme.test', to: ['sales@acme.test'] };

/** A small finished message for the queue tests, told apart by its label. */
export function queuedMail(label: string): QueuedMail {
  return {
    raw: Buffer.from(
      `Message-ID: <${label}@website>\r\nSubject: ${label}\r\n\r\nBody of ${label}\r\n`,
    ),
    envelope,
    messageId: `<${label}@website>`,
  };
}
