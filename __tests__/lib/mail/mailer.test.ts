import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Mail from 'nodemailer/lib/mailer';
import { ServiceUnavailableError } from '@/lib/http/errors';
import { FileQueue } from '@/lib/mail/file-queue';
import { Mailer } from '@/lib/mail/mailer';
import type { QueuedMail } from '@/lib/mail/queue';
import { useTemporaryDirectory } from '../../support/temporary-directory';

function message(subject: string): Mail.Options {
  return {
    from: { name: 'Acme Technologies', address: 'website@acme.test' },
    to: 'sales@acme.test',
    replyTo: { name: 'Jane Doe', address: 'jane@example.org' },
    subject,
    text: `Body of ${subject}`,
  };
}

describe('lib/mail/mailer', () => {
  const temporary = useTemporaryDirectory('mailer-');
  const mailers: Mailer[] = [];

  /** A mailer on a file queue whose deliveries wait for `gate` (open unless given). */
  function newMailer(directory: string, gate: Promise<void> = Promise.resolve()) {
    const delivered: QueuedMail[] = [];
    const close = jest.fn();
    const mailer = new Mailer(
      {
        deliver: async (mail) => {
          await gate;
          delivered.push(mail);
        },
        close,
      },
      new FileQueue(directory),
    );
    mailers.push(mailer);
    mailer.start();
    return { mailer, delivered, close };
  }

  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((mailer) => mailer.stop()));
    jest.restoreAllMocks();
  });

  describe('Mailer', () => {
    it('resolves once the message is stored, without waiting for its delivery', async () => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const { mailer, delivered } = newMailer(join(temporary.path, 'queue'), gate);

      await mailer.send(message('Hello'));
      expect(delivered).toEqual([]);
      expect(await mailer.queue.stats()).toMatchObject({ queued: 1 });

      open();
      await mailer.queue.settled();
      const [mail] = delivered as [QueuedMail];
      expect(mail.envelope).toEqual({ from: 'website@acme.test', to: ['sales@acme.test'] });
      expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@website>$/);
      const raw = mail.raw.toString();
      expect(raw).toContain(`Message-ID: ${mail.messageId}`);
      expect(raw).toMatch(/^Subject: Hello$/m);
      expect(raw).toMatch(/^Reply-To: Jane Doe <jane@example\.org>$/m);
    });

    it('throws ServiceUnavailableError, leaving nothing behind, when the message cannot be stored', async () => {
      await writeFile(join(temporary.path, 'regular-file'), 'nothing can be created below a file');
      const { mailer } = newMailer(join(temporary.path, 'regular-file', 'queue'));

      const sending = mailer.send(message('Lost?'));
      await expect(sending).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(sending).rejects.toMatchObject({ status: 503 });
      expect(await readdir(temporary.path)).toEqual(['regular-file']);
    });

    it('closes its delivery (the SMTP pool) when stopped', async () => {
      const { mailer, close } = newMailer(join(temporary.path, 'queue'));
      await mailer.stop();
      expect(close).toHaveBeenCalledTimes(1);
    });
  });
});
