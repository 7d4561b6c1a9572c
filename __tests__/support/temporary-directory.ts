import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh, empty directory for each test of the describe block, removed after it. */
export function useTemporaryDirectory(prefix: string): { path: string } {
  const directory = { path: '' };
  beforeEach(async () => {
    directory.path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(directory.path, { recursive: true, force: true });
  });
  return directory;
}
