import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type Redis from 'ioredis';
import { writeFileAtomic } from '@/lib/durable-files';
import { log } from '@/lib/log';
import type { Envelope, QueuedMail } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The defaults of MAIL_DEAD_LETTER_AFTER_DAYS and DEAD_LETTER_RETENTION_DAYS. */
export const DEAD_LETTER_AFTER_MS = 7 * DAY_MS;
export const DEAD_LETTER_RETENTION_MS = 30 * DAY_MS;

/** What is kept of a message given up on: the message, and why and when it was given up. */
export type DeadLetter = QueuedMail & {
  id: string;
  acceptedAt: number;
  deadAt: number;
  attempts: number;
  lastError: string;
};

type DeadLetterRecord = Omit<DeadLetter, 'raw'>;

/**
 * Where a message goes that has failed for MAIL_DEAD_LETTER_AFTER_DAYS: out of the queue (it is
 * retried no more), kept for staff to deliver by hand for DEAD_LETTER_RETENTION_DAYS, then swept.
 */
export interface DeadLetterStore {
  add(letter: DeadLetter): Promise<void>;
  /** The letters kept at `now` (those past the retention count as gone). */
  count(now?: number): Promise<number>;
  /** Removes the letters past the retention at `now`; resolves to how many went. */
  sweep(now?: number): Promise<number>;
  list(): Promise<DeadLetter[]>;
  remove(id: string): Promise<void>;
}

// `d<deadAt>.<id>.eml`: counting and sweeping read names only, as the queue does.
const LETTER_NAME = /^d(\d+)\.([0-9a-z][0-9a-z-]{0,80})\.eml$/;

/**
 * One file per letter under DATA_DIR/mail/dead-letters: its record (JSON, one line) and then the
 * message exactly as it was queued.
 */
export class FileDeadLetters implements DeadLetterStore {
  constructor(
    readonly directory: string,
    private readonly retentionMs = DEAD_LETTER_RETENTION_MS,
  ) {}

  async add(letter: DeadLetter): Promise<void> {
    const { raw, ...record } = letter;
    const safeId = letter.id.toLowerCase().replace(/[^0-9a-z-]/g, '-');
    await mkdir(this.directory, { recursive: true });
    await writeFileAtomic(
      join(this.directory, `d${letter.deadAt}.${safeId}.eml`),
      Buffer.concat([Buffer.from(`${JSON.stringify(record)}\n`), raw]),
    );
  }

  private async entries(): Promise<{ name: string; deadAt: number }[]> {
    const names = await readdir(this.directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.flatMap((name) => {
      const match = LETTER_NAME.exec(name);
      return match ? [{ name, deadAt: Number(match[1]) }] : [];
    });
  }

  async count(now = Date.now()): Promise<number> {
    return (await this.entries()).filter((entry) => now - entry.deadAt <= this.retentionMs).length;
  }

  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const entry of await this.entries()) {
      if (now - entry.deadAt <= this.retentionMs) continue;
      await unlink(join(this.directory, entry.name)).catch(() => {});
      removed += 1;
    }
    return removed;
  }

  async list(): Promise<DeadLetter[]> {
    const letters: DeadLetter[] = [];
    for (const { name } of await this.entries()) {
      const content = await readFile(join(this.directory, name)).catch(() => null);
      if (!content) continue;
      const lineEnd = content.indexOf(0x0a);
      const record = JSON.parse(content.subarray(0, lineEnd).toString('utf8')) as DeadLetterRecord;
      letters.push({ ...record, id: name, raw: content.subarray(lineEnd + 1) });
    }
    return letters;
  }

  /** Removes a letter by the id list() gave it (its file name). */
  async remove(id: string): Promise<void> {
    if (LETTER_NAME.test(id)) await unlink(join(this.directory, id)).catch(() => {});
  }
}

/** Redis keys of the dead letters of several instances. */
export const DEAD_LETTER_INDEX = 'mail:dead-letters'; // sorted set: id by deadAt
export const deadLetterKey = (id: string) => `mail:dead-letter:${id}`;

type StoredLetter = DeadLetterRecord & { raw: string; envelope: Envelope };

/** The same in Redis (REDIS_URL): a key per letter expiring with the retention, and an index. */
export class RedisDeadLetters implements DeadLetterStore {
  constructor(
    private readonly client: Redis,
    private readonly retentionMs = DEAD_LETTER_RETENTION_MS,
  ) {}

  async add(letter: DeadLetter): Promise<void> {
    const stored: StoredLetter = { ...letter, raw: letter.raw.toString('base64') };
    await this.client
      .multi()
      .set(deadLetterKey(letter.id), JSON.stringify(stored), 'PX', this.retentionMs)
      .zadd(DEAD_LETTER_INDEX, letter.deadAt, letter.id)
      .exec();
  }

  async count(now = Date.now()): Promise<number> {
    return this.client.zcount(DEAD_LETTER_INDEX, now - this.retentionMs, '+inf');
  }

  async sweep(now = Date.now()): Promise<number> {
    const cutoff = `(${now - this.retentionMs}`;
    const ids = await this.client.zrangebyscore(DEAD_LETTER_INDEX, '-inf', cutoff);
    if (ids.length === 0) return 0;
    await this.client
      .multi()
      .del(...ids.map(deadLetterKey))
      .zrem(DEAD_LETTER_INDEX, ...ids)
      .exec();
    return ids.length;
  }

  async list(): Promise<DeadLetter[]> {
    const ids = await this.client.zrange(DEAD_LETTER_INDEX, '0', '-1');
    const letters: DeadLetter[] = [];
    for (const id of ids) {
      const text = await this.client.get(deadLetterKey(id));
      if (!text) continue;
      const stored = JSON.parse(text) as StoredLetter;
      letters.push({ ...stored, id, raw: Buffer.from(stored.raw, 'base64') });
    }
    return letters;
  }

  async remove(id: string): Promise<void> {
    await this.client.multi().del(deadLetterKey(id)).zrem(DEAD_LETTER_INDEX, id).exec();
  }
}

/** Logs a message given up on, as an error: staff must deliver it by hand (docs/operations.md). */
export function reportDeadLetter(letter: DeadLetter, store: 'file' | 'redis'): void {
  log.error('mail.dead-lettered', {
    messageId: letter.messageId,
    attempts: letter.attempts,
    waitedDays: Math.floor((letter.deadAt - letter.acceptedAt) / DAY_MS),
    store,
  });
}
