import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

// Plain descriptors through the callback API rather than node:fs/promises' FileHandle (an object
// with a finalizer for every file): these run for every submission.
const openFile = promisify(fs.open);
const writeAll = promisify(fs.writeFile);
const syncFile = promisify(fs.fsync);
const closeFile = promisify(fs.close);
const renameFile = promisify(fs.rename);
const unlinkFile = promisify(fs.unlink);
const makeDirectory = promisify(fs.mkdir);

/** Directories this process has made or found, so that a write does not ask again. */
const madeDirectories = new Set<string>();

async function ensureDirectory(directory: string): Promise<void> {
  if (madeDirectories.has(directory)) return;
  await makeDirectory(directory, { recursive: true });
  madeDirectories.add(directory);
}

/**
 * Creates `path` exclusively (never over an existing file) with mode 0600, its directory made
 * first if needed, or again if it has been removed since; resolves to the open descriptor.
 */
async function createExclusive(path: string): Promise<number> {
  const directory = dirname(path);
  await ensureDirectory(directory);
  try {
    return await openFile(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    madeDirectories.delete(directory);
    await ensureDirectory(directory);
    return openFile(path, 'wx', 0o600);
  }
}

/** Creates an empty file at `path`; rejects with EEXIST when one is there already. */
export async function createEmptyFile(path: string): Promise<void> {
  await closeFile(await createExclusive(path));
}

async function syncDirectoryNow(directory: string): Promise<void> {
  const descriptor = await openFile(directory, 'r');
  try {
    await syncFile(descriptor);
  } finally {
    await closeFile(descriptor);
  }
}

const directorySyncs = new Map<string, { running: Promise<void>; next?: Promise<void> }>();

/**
 * Flushes a directory's entries to disk. A flush covers every entry made before it started, so
 * writers that ask while one runs share the one after it (a group commit): under load the
 * directory is flushed once for many messages, never before an entry it must cover.
 */
function syncDirectory(directory: string): Promise<void> {
  const sync = directorySyncs.get(directory);
  if (sync) {
    sync.next ??= sync.running.catch(() => {}).then(() => startSync(directory));
    return sync.next;
  }
  return startSync(directory);
}

function startSync(directory: string): Promise<void> {
  const running = syncDirectoryNow(directory).finally(() => {
    if (directorySyncs.get(directory)?.running === running) directorySyncs.delete(directory);
  });
  directorySyncs.set(directory, { running });
  return running;
}

/**
 * Writes a file so that it either exists complete or not at all: a temporary file in the same
 * directory, flushed to disk, renamed over the target, and the directory flushed too.
 */
export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const directory = dirname(path);
  const temporary = join(directory, `.${randomUUID()}.tmp`);
  try {
    const descriptor = await createExclusive(temporary);
    try {
      await writeAll(descriptor, data);
      await syncFile(descriptor);
    } finally {
      await closeFile(descriptor);
    }
    await renameFile(temporary, path);
  } catch (error) {
    await unlinkFile(temporary).catch(() => {});
    throw error;
  }
  await syncDirectory(directory);
}
