import 'server-only';
import { copyFile, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir, env } from '@/lib/env';
import { TOKEN_PATTERN, type KeptResumeNote } from '@/lib/forms/answer';
import { newToken, tokenRecords } from '@/lib/forms/server/token-files';
import { log } from '@/lib/log';
import { inRedisOrLocally, sendSlowCommand } from '@/lib/redis';

/** How long the server keeps a resume for an application that has to be sent again. */
export const KEPT_RESUME_TTL_MS = 60 * 60 * 1000;
/** Expired resumes are looked for at most this often, on the store's own calls. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export type KeptRecord = {
  /** The file's name as the visitor chose it, shown on the form. */
  name: string;
  /** The application it was sent with (its page): no other application can use it. */
  application: string;
};

/** A kept resume found for its application: what the form shows, and its content. */
export type KeptResume = { note: KeptResumeNote; content: () => Promise<Buffer> };

/** What the application route uses of a store of kept resumes. */
export type KeptResumes = {
  keep(uploadedPath: string, record: KeptRecord, now?: number): Promise<KeptResumeNote>;
  find(token: string, application: string, now?: number): Promise<KeptResume | null>;
  spend(token: string): Promise<void>;
};

/**
 * Resumes kept when an application sent without JavaScript carried a good resume but other fields
 * failed: the form shows "received — keep it or choose another", so the file is not uploaded a
 * second time. Each is kept for an hour under an unguessable token (its record `<token>.json`,
 * its content `<token>.resume`, both mode 0600), is bound to the application (its page), and is
 * spent when the application is sent. Several instances without a shared DATA_DIR share them
 * through Redis (redisKeptResumes below).
 */
export function keptResumeStore(directory: string, ttlMs = KEPT_RESUME_TTL_MS) {
  const records = tokenRecords<KeptRecord>(directory, ttlMs);
  const content = (token: string) => join(directory, `${token}.resume`);
  let sweptAt = -Infinity;

  async function remove(token: string): Promise<void> {
    if (!TOKEN_PATTERN.test(token)) return;
    await records.remove(token);
    await rm(content(token), { force: true });
  }

  /** Removes every kept resume past its hour (and any file left without its record). */
  async function sweep(now = Date.now()): Promise<void> {
    sweptAt = now;
    let names: string[];
    try {
      names = await readdir(directory);
    } catch {
      return; // nothing kept yet
    }
    for (const name of names) {
      const token = name.replace(/\.(json|resume)$/, '');
      if (!TOKEN_PATTERN.test(token)) continue;
      if (name.endsWith('.json')) {
        if (!(await records.read(token, now))) await remove(token);
      } else if (name.endsWith('.resume')) {
        const { mtimeMs } = await stat(join(directory, name)).catch(() => ({ mtimeMs: now }));
        if (now - mtimeMs > ttlMs) await remove(token);
      }
    }
  }

  function sweepNowAndThen(now: number): void {
    if (now - sweptAt >= SWEEP_EVERY_MS) {
      void sweep(now).catch((error) => log.error('kept-resumes.sweep-failed', {}, error));
    }
  }

  return {
    sweep,
    /** Starts a sweep when the last one is SWEEP_EVERY_MS old. */
    sweepSometimes: sweepNowAndThen,

    /** Keeps a copy of an uploaded resume for `application`; resolves to what the form shows. */
    async keep(
      uploadedPath: string,
      record: KeptRecord,
      now = Date.now(),
    ): Promise<KeptResumeNote> {
      sweepNowAndThen(now);
      const token = newToken();
      await records.write(token, record, now); // makes the directory
      try {
        await copyFile(uploadedPath, content(token));
      } catch (error) {
        await remove(token);
        throw error;
      }
      return { token, name: record.name };
    },

    /**
     * The kept resume for `application`: its note and where its content is. Null when the token
     * is unknown, spent, expired (then removed) or was kept for another application.
     */
    async find(token: string, application: string, now = Date.now()): Promise<KeptResume | null> {
      sweepNowAndThen(now);
      if (!TOKEN_PATTERN.test(token)) return null;
      const record = await records.read(token, now);
      if (!record) {
        await remove(token);
        return null;
      }
      if (record.application !== application) return null;
      return { note: { token, name: record.name }, content: () => readFile(content(token)) };
    },

    /** Spent: the application it belonged to has been sent. */
    spend: remove,
  };
}

let shared: KeptResumes | undefined;

/** The store under DATA_DIR/kept-resumes, in Redis when REDIS_URL is set. */
export function keptResumes(): KeptResumes {
  if (!shared) {
    const here = keptResumeStore(join(dataDir, 'kept-resumes'));
    shared = env.REDIS_URL ? redisKeptResumes(env.REDIS_URL, here) : here;
  }
  return shared;
}

/**
 * The Redis key of a kept resume: `kept-resume:<token>`, expiring with KEPT_RESUME_TTL_MS. The
 * prefix is part of the contract with the personal-data tools (erasure and export look under it).
 */
export const KEPT_RESUME_KEY_PREFIX = 'kept-resume:';

/**
 * How long a command that carries a resume (up to 5 MiB) may take, instead of lib/redis.ts's
 * 250 ms. Measured on one machine with a local redis-server: SET 6-8 ms median, 16 ms at worst,
 * GET 8-9 ms, 21 ms at worst; 5 MiB is 42 ms on a 1 Gbit/s link and 420 ms on 100 Mbit/s. The
 * visitor has just uploaded those bytes, so a second is affordable; a Redis that does not answer
 * still costs one request this second, then the instance answers alone (lib/redis.ts's bypass).
 */
export const KEPT_RESUME_COMMAND_TIMEOUT_MS = 1_000;

/** One value per resume: its record as one JSON line, a newline, then the file's bytes. */
function packed(record: KeptRecord, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(record)}\n`), content]);
}

function unpacked(value: Buffer): { record: KeptRecord; content: Buffer } | null {
  const end = value.indexOf(0x0a); // JSON.stringify escapes every newline inside the record
  if (end < 0) return null;
  try {
    const record = JSON.parse(value.subarray(0, end).toString('utf8')) as KeptRecord;
    return { record, content: value.subarray(end + 1) };
  } catch {
    return null;
  }
}

/**
 * Kept resumes in Redis (REDIS_URL), so that the instance the form is sent to next finds the one
 * another instance kept. Record and content are one value under `kept-resume:<token>`, written by
 * one SET with its expiry (never a resume without one) and spent by one DEL. While Redis does not
 * answer, `here` (this instance's DATA_DIR) keeps them, and finding looks in both.
 */
export function redisKeptResumes(
  url: string,
  here: ReturnType<typeof keptResumeStore>,
  ttlMs = KEPT_RESUME_TTL_MS,
): KeptResumes {
  const key = (token: string) => `${KEPT_RESUME_KEY_PREFIX}${token}`;
  return {
    async keep(uploadedPath, record, now = Date.now()) {
      here.sweepSometimes(now);
      const token = newToken();
      const content = await readFile(uploadedPath);
      return inRedisOrLocally(
        url,
        'kept-resumes',
        async (redis) => {
          const args = [key(token), packed(record, content), 'PX', ttlMs];
          await sendSlowCommand(redis, 'set', args, KEPT_RESUME_COMMAND_TIMEOUT_MS);
          return { token, name: record.name };
        },
        () => here.keep(uploadedPath, record, now),
      );
    },

    async find(token, application, now = Date.now()) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const value = await inRedisOrLocally(
        url,
        'kept-resumes',
        async (redis) =>
          (await sendSlowCommand(
            redis,
            'get',
            [key(token)],
            KEPT_RESUME_COMMAND_TIMEOUT_MS,
          )) as Buffer | null,
        async () => null,
      );
      const kept = value && unpacked(value);
      if (!kept) return here.find(token, application, now);
      if (kept.record.application !== application) return null;
      return { note: { token, name: kept.record.name }, content: async () => kept.content };
    },

    async spend(token) {
      if (!TOKEN_PATTERN.test(token)) return;
      await Promise.all([
        inRedisOrLocally(
          url,
          'kept-resumes',
          async (redis) => void (await redis.del(key(token))),
          async () => undefined, // it expires with its hour
        ),
        here.spend(token),
      ]);
    },
  };
}
