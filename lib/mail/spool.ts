import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
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

export type SpooledMessage = { id: string; raw: Buffer; envelope: Envelope; attempts: number };

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
 * A sender claims a message by renaming it to `<id>.sending`, so two instances sharing the folder
 * never send the same message twice.
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
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
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
      try {
        await rename(this.path(record.id, 'json'), this.path(record.id, 'sending'));
      } catch {
        continue; // another sender got it first
      }
      claimed.push({
        id: record.id,
        raw: Buffer.from(record.raw, 'base64'),
        envelope: record.envelope,
        attempts: record.attempts,
      });
    }
    return claimed;
  }

  async complete(id: string): Promise<void> {
    await unlink(this.path(id, 'sending'));
  }

  async release(message: SpooledMessage, error: unknown, now = Date.now()): Promise<void> {
    const attempts = message.attempts + 1;
    const record = JSON.parse(
      await readFile(this.path(message.id, 'sending'), 'utf8'),
    ) as SpoolRecord;
    record.attempts = attempts;
    record.nextAttemptAt = now + retryDelay(attempts);
    record.lastError = error instanceof Error ? error.message : String(error);
    await writeFileAtomic(this.path(message.id, 'json'), JSON.stringify(record));
    await unlink(this.path(message.id, 'sending'));
  }

  async stats(): Promise<{ queued: number; failing: number }> {
    const records = await this.records();
    return {
      queued: records.length,
      failing: records.filter((record) => record.attempts >= FAILING_AFTER_ATTEMPTS).length,
    };
  }

  private async releaseStaleClaims(now: number): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return;
    }
    for (const name of names.filter((entry) => entry.endsWith('.sending'))) {
      const path = join(this.directory, name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > STALE_CLAIM_MS) {
        await rename(path, path.replace(/\.sending$/, '.json')).catch(() => {});
      }
    }
  }

  private path(id: string, extension: 'json' | 'sending'): string {
    return join(this.directory, `${id}.${extension}`);
  }
}
