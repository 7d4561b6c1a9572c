import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import type { Envelope } from './transport';

type SpoolRecord = {
  id: string;
  envelope: Envelope;
  raw: string; // base64
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
};

export type SpooledMessage = {
  id: string;
  raw: Buffer;
  envelope: Envelope;
  attempts: number;
  /** The claimed file, `<id>.<claimedAt>.sending`. */
  claimPath: string;
};

/** After this many failed attempts a message counts as failing (it is still retried). */
export const FAILING_AFTER_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 30 * 60_000;
// A claim older than this belonged to a process that died while sending; it is released.
const STALE_CLAIM_MS = 10 * 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Messages that could not be delivered yet, one file each (`<id>.json`), written atomically.
 * A sender claims a message by renaming it to `<id>.<claimedAt>.sending`, so two instances sharing
 * the folder never send the same message twice. The claim time is in the name because a rename
 * keeps the file's old modification time.
 */
export class Spool {
  constructor(readonly directory: string) {}

  async add(raw: Buffer, envelope: Envelope, now = Date.now()): Promise<string> {
    const id = randomUUID();
    const record: SpoolRecord = {
      id,
      envelope,
      raw: raw.toString('base64'),
      createdAt: new Date(now).toISOString(),
      attempts: 0,
      nextAttemptAt: now,
    };
    await writeFileAtomic(join(this.directory, `${id}.json`), JSON.stringify(record));
    return id;
  }

  private async records(): Promise<SpoolRecord[]> {
    const names = await this.names();
    const records = await Promise.all(
      names
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => {
          try {
            return JSON.parse(await readFile(join(this.directory, name), 'utf8')) as SpoolRecord;
          } catch {
            return null; // claimed meanwhile, or unreadable: skipped this round
          }
        }),
    );
    return records.filter((record): record is SpoolRecord => record !== null);
  }

  /** Claims every message whose next attempt is due; each is returned to exactly one caller. */
  async claimDue(now = Date.now()): Promise<SpooledMessage[]> {
    await this.releaseStaleClaims(now);
    const claimed: SpooledMessage[] = [];
    for (const record of await this.records()) {
      if (record.nextAttemptAt > now) continue;
      const claimPath = join(this.directory, `${record.id}.${now}.sending`);
      try {
        await rename(join(this.directory, `${record.id}.json`), claimPath);
      } catch {
        continue; // another sender got it first
      }
      claimed.push({
        id: record.id,
        raw: Buffer.from(record.raw, 'base64'),
        envelope: record.envelope,
        attempts: record.attempts,
        claimPath,
      });
    }
    return claimed;
  }

  async complete(message: SpooledMessage): Promise<void> {
    await unlink(message.claimPath);
  }

  async release(message: SpooledMessage, error: unknown, now = Date.now()): Promise<void> {
    const attempts = message.attempts + 1;
    const record = JSON.parse(await readFile(message.claimPath, 'utf8')) as SpoolRecord;
    record.attempts = attempts;
    record.nextAttemptAt = now + retryDelay(attempts);
    record.lastError = error instanceof Error ? error.message : String(error);
    await writeFileAtomic(join(this.directory, `${message.id}.json`), JSON.stringify(record));
    await unlink(message.claimPath);
  }

  /** Messages waiting (including any being sent right now) and those that keep failing. */
  async stats(): Promise<{ queued: number; failing: number }> {
    const records = await this.records();
    const sending = (await this.names()).filter((name) => name.endsWith('.sending')).length;
    return {
      queued: records.length + sending,
      failing: records.filter((record) => record.attempts >= FAILING_AFTER_ATTEMPTS).length,
    };
  }

  private async releaseStaleClaims(now: number): Promise<void> {
    for (const name of await this.names()) {
      const match = /^(.+)\.(\d+)\.sending$/.exec(name);
      if (!match || now - Number(match[2]) <= STALE_CLAIM_MS) continue;
      const back = join(this.directory, `${match[1]}.json`);
      await rename(join(this.directory, name), back).catch(() => {});
    }
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
