// Reads the mail spool of a running server (DATA_DIR/spool): `<id>.json` waiting messages and
// `<id>.<claimedAt>.sending` claimed ones, each a JSON record whose `raw` is the base64 message.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markersIn } from './markers.mjs';

const isSpoolFile = (name) =>
  !name.startsWith('.') && (name.endsWith('.json') || name.endsWith('.sending'));

/** Number of spooled messages (waiting or being sent); a cheap readdir. */
export async function spoolCount(directory) {
  try {
    return (await readdir(directory)).filter(isSpoolFile).length;
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
}

/**
 * marker -> number of spool files holding it. A file can move (.json -> .sending -> gone, or
 * back) while we read; then the directory is listed again, up to a few times, and the union is
 * kept, so a message that is in the spool throughout is never missed.
 * @returns {Promise<{ markers: Map<string, number>, files: number, unreadable: number }>}
 */
export async function spoolMarkers(directory) {
  const byId = new Map(); // message id -> markers
  let unreadable = 0;
  for (let pass = 0; pass < 5; pass++) {
    let names;
    try {
      names = (await readdir(directory)).filter(isSpoolFile);
    } catch (error) {
      if (error.code === 'ENOENT') break;
      throw error;
    }
    let moved = 0;
    unreadable = 0;
    for (const name of names) {
      const id = name.split('.')[0];
      if (byId.has(id)) continue;
      let record;
      try {
        record = JSON.parse(await readFile(join(directory, name), 'utf8'));
      } catch (error) {
        if (error.code === 'ENOENT') moved++;
        else unreadable++;
        continue;
      }
      byId.set(id, await markersIn(Buffer.from(record.raw, 'base64')));
    }
    if (moved === 0) break;
  }
  const markers = new Map();
  for (const list of byId.values()) {
    for (const marker of list) markers.set(marker, (markers.get(marker) ?? 0) + 1);
  }
  return { markers, files: byId.size, unreadable };
}
