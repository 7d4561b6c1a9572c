import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TOKEN_PATTERN } from '../answer';

/** A new unguessable token: 24 random bytes as base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

type Stamped<T> = { expiresAt: number; data: T };

/**
 * Small JSON records under a directory, one file per token (mode 0600), each with its expiry:
 * the short-lived state of forms sent without JavaScript. A token that is malformed, unknown or
 * expired reads as null (an expired record is removed as it is read; the rest by `sweep`).
 */
export function tokenRecords<T>(directory: string, ttlMs: number) {
  const path = (token: string) => join(directory, `${token}.json`);
  return {
    path,
    async write(token: string, data: T, now = Date.now()): Promise<void> {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const record: Stamped<T> = { expiresAt: now + ttlMs, data };
      await writeFile(path(token), JSON.stringify(record), { mode: 0o600, flag: 'wx' });
    },
    async read(token: string, now = Date.now()): Promise<T | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      let record: Stamped<T>;
      try {
        record = JSON.parse(await readFile(path(token), 'utf8')) as Stamped<T>;
      } catch {
        return null;
      }
      if (record.expiresAt > now) return record.data;
      await rm(path(token), { force: true });
      return null;
    },
    async remove(token: string): Promise<void> {
      if (TOKEN_PATTERN.test(token)) await rm(path(token), { force: true });
    },
  };
}
