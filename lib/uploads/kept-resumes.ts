import 'server-only';
import { copyFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from '@/lib/env';
import { TOKEN_PATTERN, type KeptResumeNote } from '@/lib/forms/answer';
import { newToken, tokenRecords } from '@/lib/forms/token-files';

/** How long the server keeps a resume for an application that has to be sent again. */
export const KEPT_RESUME_TTL_MS = 60 * 60 * 1000;
/** Expired resumes are looked for at most this often, on the store's own calls. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

type KeptRecord = {
  /** The file's name as the visitor chose it, shown on the form. */
  name: string;
  /** The application it was sent with (its page): no other application can use it. */
  application: string;
};

/**
 * Resumes kept when an application sent without JavaScript carried a good resume but other fields
 * failed: the form shows "received — keep it or choose another", so the file is not uploaded a
 * second time. Each is kept for an hour under an unguessable token (its record `<token>.json`,
 * its content `<token>.resume`, both mode 0600), is bound to the application (its page), and is
 * spent when the application is sent. Several instances share them when they share DATA_DIR.
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
      void sweep(now).catch((error) => console.error('[kept-resumes] sweep failed', error));
    }
  }

  return {
    sweep,

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
    async find(
      token: string,
      application: string,
      now = Date.now(),
    ): Promise<{ note: KeptResumeNote; path: string } | null> {
      sweepNowAndThen(now);
      if (!TOKEN_PATTERN.test(token)) return null;
      const record = await records.read(token, now);
      if (!record) {
        await remove(token);
        return null;
      }
      if (record.application !== application) return null;
      return { note: { token, name: record.name }, path: content(token) };
    },

    /** Spent: the application it belonged to has been sent. */
    spend: remove,
  };
}

let shared: ReturnType<typeof keptResumeStore> | undefined;

/** The store under DATA_DIR/kept-resumes. */
export function keptResumes() {
  shared ??= keptResumeStore(join(dataDir, 'kept-resumes'));
  return shared;
}
