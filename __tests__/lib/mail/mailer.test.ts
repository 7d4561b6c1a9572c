import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Mail from 'nodemailer/lib/mailer';
import { ServiceUnavailableError } from '@/lib/http/errors';
import { Mailer } from '@/lib/mail/mailer';
import { Spool } from '@/lib/mail/spool';
import type { Deliver, Envelope } from '@/lib/mail/transport';

type Delivery = { raw: Buffer; envelope: Envelope; id: string };

/** A Deliver that records what it is given and fails while `down` is true. */
function fakeDelivery(options: { down?: boolean; delayMs?: number } = {}) {
  const state = { down: options.down ?? false };
  const delivered: Delivery[] = [];
  const attempts: Delivery[] = [];
  const deliver = jest.fn<ReturnType<Deliver>, Parameters<Deliver>>(async (raw, envelope, id) => {
    attempts.push({ raw, envelope, id });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    delivered.push({ raw, envelope, id });
  });
  return { deliver, delivered, attempts, state };
}

function message(subject: string): Mail.Options {
  return {
    from: { name: 'Acme Technologies', address: 'website@acme.test' },
    to: 'sales@acme.test',
    replyTo: { name: 'Jane Doe', address: 'jane@example.org' },
    subject,
    text: `Body of ${subject}`,
  };
}

const subjectOf = (raw: Buffer) => /^Subject: (.*)$/m.exec(raw.toString())?.[1];

let root: string;
const mailers: Mailer[] = [];

function newMailer(deliver: Deliver, spoolDir = join(root, 'spool')): Mailer {
  const mailer = new Mailer(deliver, new Spool(spoolDir));
  mailers.push(mailer);
  return mailer;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mailer-test-'));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.stopRetrying();
  jest.useRealTimers();
  jest.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

describe('Mailer.send', () => {
  it("answers 'sent' when the message is delivered, and spools nothing", async () => {
    const { deliver, delivered } = fakeDelivery();
    const mailer = newMailer(deliver);

    await expect(mailer.send(message('Hello'))).resolves.toBe('sent');

    expect(delivered).toHaveLength(1);
    const [{ raw, envelope, id }] = delivered as [Delivery];
    expect(envelope).toEqual({ from: 'website@acme.test', to: ['sales@acme.test'] });
    expect(subjectOf(raw)).toBe('Hello');
    expect(raw.toString()).toContain(`Message-ID: <${id}@website>`);
    expect(raw.toString()).toMatch(/^Reply-To: Jane Doe <jane@example\.org>$/m);
    expect(await mailer.spool.stats()).toEqual({ queued: 0, failing: 0 });
  });

  it("answers 'spooled' when delivery fails, keeping the exact message for a retry", async () => {
    const { deliver, attempts } = fakeDelivery({ down: true });
    const mailer = newMailer(deliver);

    await expect(mailer.send(message('Kept safe'))).resolves.toBe('spooled');

    expect(await mailer.spool.stats()).toEqual({ queued: 1, failing: 0 });
    const [spooled] = await mailer.spool.claimDue();
    expect(spooled?.raw.equals(attempts[0]!.raw)).toBe(true);
    expect(spooled?.envelope).toEqual(attempts[0]!.envelope);
  });

  it('throws ServiceUnavailableError when the message can be neither delivered nor spooled', async () => {
    const file = join(root, 'regular-file');
    await writeFile(file, 'a file, so nothing can be created below it');
    const { deliver } = fakeDelivery({ down: true });
    const mailer = newMailer(deliver, join(file, 'spool'));

    const sending = mailer.send(message('Lost?'));
    await expect(sending).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(sending).rejects.toMatchObject({ status: 503 });
    expect(await readdir(root)).toEqual(['regular-file']);
    expect(console.error).toHaveBeenCalled();
  });

  it('starts the background sender when it spools, which delivers once the server is back', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const { deliver, delivered, state } = fakeDelivery({ down: true });
    const mailer = newMailer(deliver);

    expect(jest.getTimerCount()).toBe(0);
    await mailer.send(message('Retried'));
    expect(jest.getTimerCount()).toBe(1);
    await mailer.send(message('Retried too'));
    expect(jest.getTimerCount()).toBe(1); // idempotent

    state.down = false;
    const twoDelivered = new Promise<void>((resolve) => {
      deliver.mockImplementation(async (raw, envelope, id) => {
        delivered.push({ raw, envelope, id });
        if (delivered.length === 2) resolve();
      });
    });
    jest.advanceTimersByTime(15_000);
    await twoDelivered;
    await mailer.flushSpool(); // let the pass finish its bookkeeping

    expect(delivered.map(({ raw }) => subjectOf(raw)).sort()).toEqual(['Retried', 'Retried too']);
    expect(await mailer.spool.stats()).toEqual({ queued: 0, failing: 0 });

    mailer.stopRetrying();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Mailer.flushSpool', () => {
  async function spoolMessages(mailer: Mailer, count: number): Promise<string[]> {
    const subjects = Array.from({ length: count }, (_, index) => `Spooled ${index + 1}`);
    for (const subject of subjects) {
      await expect(mailer.send(message(subject))).resolves.toBe('spooled');
    }
    mailer.stopRetrying();
    return subjects;
  }

  it('delivers every spooled message and empties the spool', async () => {
    const { deliver, delivered, state } = fakeDelivery({ down: true });
    const mailer = newMailer(deliver);
    const subjects = await spoolMessages(mailer, 3);

    state.down = false;
    await mailer.flushSpool();

    expect(delivered.map(({ raw }) => subjectOf(raw)).sort()).toEqual(subjects);
    expect(await readdir(mailer.spool.directory)).toEqual([]);
  });

  it('delivers each message exactly once when called concurrently', async () => {
    const { deliver, delivered, state } = fakeDelivery({ down: true, delayMs: 20 });
    const mailer = newMailer(deliver);
    const subjects = await spoolMessages(mailer, 5);

    state.down = false;
    await Promise.all([mailer.flushSpool(), mailer.flushSpool(), mailer.flushSpool()]);
    await mailer.flushSpool();

    expect(delivered.map(({ raw }) => subjectOf(raw)).sort()).toEqual(subjects);
  });

  it('delivers each message exactly once when two instances share the spool', async () => {
    const first = fakeDelivery({ down: true, delayMs: 20 });
    const mailer = newMailer(first.deliver);
    const subjects = await spoolMessages(mailer, 6);
    const second = fakeDelivery({ delayMs: 20 });
    const otherInstance = newMailer(second.deliver);

    first.state.down = false;
    await Promise.all([mailer.flushSpool(), otherInstance.flushSpool(), mailer.flushSpool()]);

    const all = [...first.delivered, ...second.delivered].map(({ raw }) => subjectOf(raw));
    expect(all.sort()).toEqual(subjects);
  });

  it('delivers exactly once when two instances share the spool and the messages waited over 10 minutes', async () => {
    const first = fakeDelivery({ down: true, delayMs: 50 });
    const mailer = newMailer(first.deliver);
    const subjects = await spoolMessages(mailer, 3);
    const old = new Date(Date.now() - 11 * 60_000);
    for (const name of await readdir(mailer.spool.directory)) {
      await utimes(join(mailer.spool.directory, name), old, old);
    }
    const second = fakeDelivery({ delayMs: 50 });
    const otherInstance = newMailer(second.deliver);

    first.state.down = false;
    const flushing = mailer.flushSpool();
    // The other instance's timer fires while the first is still delivering.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const passes = await Promise.allSettled([flushing, otherInstance.flushSpool()]);
    await Promise.allSettled([mailer.flushSpool(), otherInstance.flushSpool()]);

    const all = [...first.delivered, ...second.delivered].map(({ raw }) => subjectOf(raw));
    expect(all.sort()).toEqual(subjects);
    expect(passes.map((pass) => pass.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('keeps a message that fails again and does not retry it before its backoff', async () => {
    const { deliver, attempts, delivered, state } = fakeDelivery({ down: true });
    const mailer = newMailer(deliver);
    await spoolMessages(mailer, 1);

    const now = Date.now();
    await mailer.flushSpool(now);
    expect(attempts).toHaveLength(2); // the send, then one retry
    expect(await mailer.spool.stats()).toEqual({ queued: 1, failing: 0 });

    await mailer.flushSpool(now + 1_000);
    expect(attempts).toHaveLength(2);

    state.down = false;
    // release() schedules from the real clock, not from the pass's `now`: leave a margin.
    await mailer.flushSpool(Date.now() + 15_000);
    expect(delivered).toHaveLength(1);
    expect(await mailer.spool.stats()).toEqual({ queued: 0, failing: 0 });
  });

  it('logs an error once a message has failed five times, and still keeps it', async () => {
    const { deliver } = fakeDelivery({ down: true });
    const mailer = newMailer(deliver);
    await spoolMessages(mailer, 1);

    let now = Date.now();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await mailer.flushSpool(now);
      now += 60 * 60_000;
    }
    expect(await mailer.spool.stats()).toEqual({ queued: 1, failing: 1 });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('attempt 5'));
  });
});
