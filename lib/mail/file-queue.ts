import { randomBytes } from 'node:crypto';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '@/lib/durable-files';
import { log } from '@/lib/log';
import { sweepOlderThan } from '@/lib/sweep';
import {
  DEAD_LETTER_AFTER_MS,
  FileDeadLetters,
  reportDeadLetter,
  type DeadLetterStore,
} from './dead-letters';
import { countDelivery } from './metrics';
import {
  attemptsAfter,
  errorText,
  FAILING_AFTER_ATTEMPTS,
  reportFailure,
  retryDelay,
  type Deliver,
  type Envelope,
  type MailQueue,
  type QueuedMail,
  type QueueStats,
} from './queue';
import { SMTP_CONNECTIONS } from './transport';

/** What a message's file holds, on its first line, before the message itself. */
type MessageRecord = { messageId: string; envelope: Envelope };

/** A waiting (`.eml`) or claimed (`.sending`) message, read from its file's name alone. */
type Entry = { name: string; id: string; attempts: number; dueAt: number; owner?: string };

const ENTRY_NAME =
  /^([0-9a-z]{12}-[0-9a-f]{8})\.a(\d+)\.d(\d+)(?:\.([0-9a-f]{16})\.sending|\.eml)$/;
const SENDER_NAME = /^([0-9a-f]{16})\.sender$/;
const ERROR_NAME = /^([0-9a-z]{12}-[0-9a-f]{8})\.error$/;
const LAST_DELIVERED = 'last-delivered';

/** A pass runs at least this often, for messages and dead claims of other instances. */
const POLL_INTERVAL_MS = 30_000;
const HEARTBEAT_INTERVAL_MS = 5_000;
/** A sender whose heartbeat is older than this has died (on another machine, or frozen). */
const SENDER_DEAD_AFTER_MS = 30_000;
/** Temporary files of a write cut short (a crash while accepting) go after this. */
const ORPHAN_AFTER_MS = 60 * 60_000;

/** The senders alive in this process, for telling a claim of ours from one of a dead process. */
const liveOwners = new Set<string>();

let sequence = 0;
/** Sortable by acceptance: 9 base-36 digits of the time, 3 of a counter, then random hex. */
function newId(now: number): string {
  sequence = (sequence + 1) % 36 ** 3;
  const time = now.toString(36).padStart(9, '0') + sequence.toString(36).padStart(3, '0');
  return `${time}-${randomBytes(4).toString('hex')}`;
}
const acceptedAt = (id: string) => parseInt(id.slice(0, 9), 36);

function parseEntry(name: string): Entry | null {
  const match = ENTRY_NAME.exec(name);
  if (!match) return null;
  const [, id, attempts, dueAt, owner] = match as unknown as [
    string,
    string,
    string,
    string,
    string?,
  ];
  return { name, id, attempts: Number(attempts), dueAt: Number(dueAt), owner };
}

/** A message's file: its record on the first line (JSON has no raw line break), then the message. */
const messageFile = (record: MessageRecord, raw: Buffer) =>
  Buffer.concat([Buffer.from(`${JSON.stringify(record)}\n`), raw]);

/** The record and the message of a message's file; throws when it has no record. */
function readMessageFile(content: Buffer): { record: MessageRecord; raw: Buffer } {
  const lineEnd = content.indexOf(0x0a);
  if (lineEnd < 0) throw new Error('no envelope line');
  const record = JSON.parse(content.subarray(0, lineEnd).toString('utf8')) as MessageRecord;
  if (typeof record.messageId !== 'string') throw new Error('no Message-ID');
  return { record, raw: content.subarray(lineEnd + 1) };
}

/** The entries among a listing of the queue's directory. */
const parseEntries = (names: string[]) => names.map(parseEntry).filter((entry) => entry !== null);

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded queue: one directory under DATA_DIR holding one file per message, its name
 * carrying the schedule (`<id>.a<attempts>.d<due>.eml`) and its content the envelope and
 * Message-ID on a first line, then the message exactly as it will be sent. Scheduling and
 * /api/health read names only, so they cost the same whatever the messages weigh; a failed
 * attempt reschedules a message by renaming it and leaves its error beside it (`<id>.error`).
 *
 * A message is accepted once its file is written and flushed under a temporary name, renamed into
 * place, and the directory flushed. A sender claims a message by renaming it to
 * `…<owner>.sending`, so one sender has it at a time, and every sender keeps a heartbeat file
 * (`<owner>.sender`, host and pid). A claim is released as soon as its sender is known dead: its
 * process is gone from this host, or its heartbeat has stopped.
 *
 * Every file operation counts on a small machine (each is a trip through libuv's thread pool and
 * the kernel), so accepting a message takes one write, one rename and a share of one directory
 * flush, and delivering it one rename, one read and one removal.
 */
export class FileQueue implements MailQueue {
  private readonly owner = randomBytes(8).toString('hex');
  private deliver: Deliver | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private sweptAt = 0;
  private deliveredAt = 0;
  private recordedAt = 0;

  readonly deadLetters: DeadLetterStore;
  private readonly deadAfterMs: number;

  /**
   * A message still failing `deadAfterMs` after it was accepted (MAIL_DEAD_LETTER_AFTER_DAYS)
   * leaves for `deadLetters`, by default DATA_DIR/mail/dead-letters beside the queue's folder.
   */
  constructor(
    readonly directory: string,
    options: { deadLetters?: DeadLetterStore; deadAfterMs?: number } = {},
  ) {
    this.deadLetters =
      options.deadLetters ?? new FileDeadLetters(join(dirname(directory), 'mail', 'dead-letters'));
    this.deadAfterMs = options.deadAfterMs ?? DEAD_LETTER_AFTER_MS;
  }

  async add(mail: QueuedMail, now = Date.now()): Promise<void> {
    const { messageId, envelope, raw } = mail;
    await writeFileAtomic(
      this.path(`${newId(now)}.a0.d${now}.eml`),
      messageFile({ messageId, envelope }, raw),
    );
    this.wake();
  }

  start(deliver: Deliver): void {
    if (this.deliver) return;
    this.deliver = deliver;
    liveOwners.add(this.owner);
    this.beat();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_INTERVAL_MS);
    this.heartbeat.unref?.();
    this.wake();
  }

  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => {});
  }

  async stop(): Promise<void> {
    const deliver = this.deliver;
    this.deliver = undefined;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    await this.settled();
    if (deliver) await unlink(this.path(`${this.owner}.sender`)).catch(() => {});
    liveOwners.delete(this.owner);
  }

  /**
   * One sender pass at `now`, after the one running (tests move `now` past the backoff): releases
   * dead claims, then delivers every due message, oldest first, SMTP_CONNECTIONS at a time.
   */
  async deliverDue(now?: number): Promise<void> {
    await this.settled();
    return this.startPass(now ?? Date.now());
  }

  private startPass(now: number): Promise<void> {
    this.running = this.pass(now).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
    return this.running;
  }

  async stats(now = Date.now()): Promise<QueueStats> {
    const names = await this.names();
    const entries = parseEntries(names);
    const unreadable = names.filter((name) => name.endsWith('.unreadable')).length;
    const lastDelivered = await readFile(this.path(LAST_DELIVERED), 'utf8').catch(() => null);
    const deadLetters = await this.deadLetters.count(now).catch(() => 0);
    return {
      deadLetters,
      queued: entries.length,
      oldestAcceptedAt: entries.length
        ? Math.min(now, ...entries.map((e) => acceptedAt(e.id)))
        : null,
      failing:
        unreadable + entries.filter((entry) => entry.attempts >= FAILING_AFTER_ATTEMPTS).length,
      lastDeliveredAt: lastDelivered === null ? null : Number(lastDelivered) || null,
    };
  }

  /** A pass now, or right after the one running, unless the sender is stopped. */
  private wake(): void {
    if (!this.deliver) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.startPass(Date.now()).catch((error) => log.error('mail.sender-pass-failed', {}, error));
  }

  private async pass(now: number): Promise<void> {
    const deliver = this.deliver;
    if (!deliver) return;
    let entries = parseEntries(await this.names());
    entries = await Promise.all(entries.map((entry) => this.releaseIfDead(entry, now)));
    const due = entries
      .filter((entry) => !entry.owner && entry.dueAt <= now)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const workers = Array.from({ length: SMTP_CONNECTIONS }, async () => {
      for (let entry = due.shift(); entry && this.deliver; entry = due.shift()) {
        await this.send(entry, deliver, now);
      }
    });
    await Promise.all(workers);
    await this.recordDelivery(true);
    if (now - this.sweptAt > ORPHAN_AFTER_MS) {
      this.sweptAt = now;
      await this.sweepOrphans(now);
    }
    this.scheduleNext(entries, now);
  }

  private scheduleNext(entries: Entry[], now: number): void {
    if (!this.deliver) return;
    const waiting = entries.filter((entry) => !entry.owner && entry.dueAt > now);
    const next = Math.min(now + POLL_INTERVAL_MS, ...waiting.map((entry) => entry.dueAt));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.max(0, next - Date.now()));
    this.timer.unref?.();
  }

  private async send(entry: Entry, deliver: Deliver, now: number): Promise<void> {
    const claim = this.path(`${entry.id}.a${entry.attempts}.d${entry.dueAt}.${this.owner}.sending`);
    try {
      await rename(this.path(entry.name), claim);
    } catch {
      return; // another sender has it
    }
    let record: MessageRecord;
    let raw: Buffer;
    try {
      ({ record, raw } = readMessageFile(await readFile(claim)));
    } catch (error) {
      log.error('mail.unreadable', { id: entry.id }, error);
      await rename(claim, this.path(`${entry.id}.unreadable`)).catch(() => {});
      return;
    }
    try {
      await deliver({ raw, envelope: record.envelope, messageId: record.messageId });
    } catch (error) {
      const attempts = attemptsAfter(error, entry.attempts);
      if (now - acceptedAt(entry.id) >= this.deadAfterMs) {
        await this.giveUp(entry, claim, record, raw, attempts, error, now);
        return;
      }
      const dueAt = now + retryDelay(attempts);
      reportFailure(record.messageId, attempts, error);
      await writeFile(this.path(`${entry.id}.error`), errorText(error)).catch(() => {});
      await rename(claim, this.path(`${entry.id}.a${attempts}.d${dueAt}.eml`));
      return;
    }
    await unlink(claim);
    if (entry.attempts > 0) await unlink(this.path(`${entry.id}.error`)).catch(() => {});
    countDelivery('delivered');
    log.info('mail.delivered', { messageId: record.messageId });
    this.deliveredAt = Date.now();
    await this.recordDelivery(false);
  }

  /** Moves a message that has failed for deadAfterMs to the dead letters; it is tried no more. */
  private async giveUp(
    entry: Entry,
    claim: string,
    record: MessageRecord,
    raw: Buffer,
    attempts: number,
    error: unknown,
    now: number,
  ): Promise<void> {
    const letter = {
      id: entry.id,
      raw,
      envelope: record.envelope,
      messageId: record.messageId,
      acceptedAt: acceptedAt(entry.id),
      deadAt: now,
      attempts,
      lastError: errorText(error),
    };
    try {
      await this.deadLetters.add(letter);
    } catch (storeError) {
      // Kept in the queue rather than lost: tried again at the longest interval.
      log.error('mail.dead-letter-not-stored', { messageId: record.messageId }, storeError);
      await rename(claim, this.path(`${entry.id}.a${attempts}.d${now + retryDelay(99)}.eml`));
      return;
    }
    await unlink(claim);
    await unlink(this.path(`${entry.id}.error`)).catch(() => {});
    countDelivery('dead');
    reportDeadLetter(letter, 'file');
  }

  /** Every message in the queue (waiting or being sent), read in full: for data requests. */
  async messages(): Promise<{ id: string; name: string; messageId: string; raw: Buffer }[]> {
    const found = [];
    for (const entry of parseEntries(await this.names())) {
      const content = await readFile(this.path(entry.name)).catch(() => null);
      if (!content) continue;
      try {
        const { record, raw } = readMessageFile(content);
        found.push({ id: entry.id, name: entry.name, messageId: record.messageId, raw });
      } catch {
        found.push({ id: entry.id, name: entry.name, messageId: '', raw: content });
      }
    }
    return found;
  }

  /** Removes a message (by its id, whatever its state) and its last error. */
  async remove(id: string): Promise<void> {
    for (const entry of parseEntries(await this.names())) {
      if (entry.id === id) await unlink(this.path(entry.name)).catch(() => {});
    }
    await unlink(this.path(`${id}.error`)).catch(() => {});
    await unlink(this.path(`${id}.unreadable`)).catch(() => {});
  }

  /**
   * Keeps when a delivery last succeeded, for /api/health: at the end of a pass, and during a long
   * one at most once a second, rather than a write for every message.
   */
  private async recordDelivery(endOfPass: boolean): Promise<void> {
    const since = this.deliveredAt - this.recordedAt;
    if (since <= 0 || (!endOfPass && since < 1_000)) return;
    this.recordedAt = this.deliveredAt;
    await writeFile(this.path(LAST_DELIVERED), String(this.deliveredAt)).catch(() => {});
  }

  /** A claim whose sender has died goes back to waiting, due now; any other entry is kept. */
  private async releaseIfDead(entry: Entry, now: number): Promise<Entry> {
    if (!entry.owner || liveOwners.has(entry.owner) || (await this.senderAlive(entry.owner))) {
      return entry;
    }
    const name = `${entry.id}.a${entry.attempts}.d${now}.eml`;
    try {
      await rename(this.path(entry.name), this.path(name));
      log.warn('mail.claim-released', { id: entry.id });
      return { name, id: entry.id, attempts: entry.attempts, dueAt: now };
    } catch {
      return entry; // released by another sender meanwhile: seen on the next pass
    }
  }

  private async senderAlive(owner: string): Promise<boolean> {
    const path = this.path(`${owner}.sender`);
    try {
      const [text, { mtimeMs }] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
      const { host, pid } = JSON.parse(text) as { host: string; pid: number };
      // pid === process.pid: this process reuses the pid of a dead one (pid 1 in a container).
      if (host === hostname() && (pid === process.pid || !processAlive(pid))) return false;
      return Date.now() - mtimeMs < SENDER_DEAD_AFTER_MS;
    } catch {
      return false;
    }
  }

  private beat(): void {
    const path = this.path(`${this.owner}.sender`);
    const now = new Date();
    utimes(path, now, now)
      .catch(async () => {
        await mkdir(this.directory, { recursive: true });
        await writeFile(path, JSON.stringify({ host: hostname(), pid: process.pid }));
      })
      .catch((error) => log.error('mail.heartbeat-not-written', {}, error));
  }

  /** Errors of messages since delivered elsewhere, dead heartbeats, and cut-short writes. */
  private async sweepOrphans(now: number): Promise<void> {
    const names = await this.names();
    const ids = new Set(parseEntries(names).map((entry) => entry.id));
    for (const name of names) {
      const orphan =
        (ERROR_NAME.test(name) && !ids.has(name.slice(0, -'.error'.length))) ||
        (SENDER_NAME.test(name) && !liveOwners.has(name.slice(0, 16)));
      if (!orphan) continue;
      const { mtimeMs } = await stat(this.path(name)).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > ORPHAN_AFTER_MS) await unlink(this.path(name)).catch(() => {});
    }
    await sweepOlderThan(this.directory, ORPHAN_AFTER_MS, now, (name) => name.endsWith('.tmp'));
  }

  private path(name: string): string {
    return join(this.directory, name);
  }

  private async names(): Promise<string[]> {
    try {
      return await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
