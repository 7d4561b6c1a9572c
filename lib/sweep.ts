import 'server-only';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from './log';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files in `directory` (those whose name `only` accepts) last written more than `age`
 * ms before `now`; never throws.
 */
export async function sweepOlderThan(
  directory: string,
  age: number,
  now: number,
  only: (name: string) => boolean = () => true,
): Promise<void> {
  try {
    for (const name of (await readdir(directory)).filter(only)) {
      const path = join(directory, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > age) await unlink(path).catch(() => {});
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.error('sweep.failed', {}, error);
  }
}

/**
 * A sweep of `directory` for files older than `age` that runs in the background at most once per
 * `interval` (a day unless given), started by the first call and then by the first call after
 * each interval has passed.
 */
export function dailySweep(
  directory: string,
  age: number,
  interval = DAY_MS,
): (now: number) => void {
  let sweptAt = -Infinity;
  return (now) => {
    if (now - sweptAt <= interval) return;
    sweptAt = now;
    void sweepOlderThan(directory, age, now);
  };
}
