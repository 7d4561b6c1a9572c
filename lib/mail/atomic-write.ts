import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Creates `path` (never over an existing file), writes `data` and flushes it to disk. */
export async function writeSynced(path: string, data: Uint8Array | string): Promise<void> {
  const file = await open(path, 'wx', 0o600);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * Writes a file so that it either exists complete or not at all: a temporary file in the same
 * directory, flushed to disk, renamed over the target, and the directory flushed too.
 */
export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${randomUUID()}.tmp`);
  try {
    await writeSynced(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
