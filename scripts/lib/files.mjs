import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir`, depth first, as paths that start with `dir`.
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}
