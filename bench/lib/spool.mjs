// Reads the mail queue of a running server (DATA_DIR/queue, lib/mail/file-queue.ts): one file per
// message, `<id>.a<attempts>.d<due>.eml` (or `….<owner>.sending` while a sender has it), holding
// its envelope on the first line and then the message. A message is in the queue while its file is.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markersIn } from './markers.mjs';

const ENTRY = /^([0-9a-z]{12}-[0-9a-f]{8})\.a(\d+)\.d\d+\.(?:eml|[0-9a-f]{16}\.sending)$/;
const isEntry = (name) => ENTRY.test(name);

async function names(directory) {
  try {
    return await readdir(directory);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** Number of queued messages (waiting or being sent); a cheap readdir. */
export async function spoolCount(directory) {
  return (await names(directory)).filter(isEntry).length;
}

/**
 * marker -> number of queued messages holding it, read from their bodies; with `tried`, only the
 * messages already tried at least once. A message delivered while we read (its body gone) is not
 * counted here; the sink has it.
 * @returns {Promise<{ markers: Map<string, number>, files: number, unreadable: number }>}
 */
export async function spoolMarkers(directory, { tried = false } = {}) {
  /** id -> its file's current name */
  const current = async () => {
    const found = new Map();
    for (const name of await names(directory)) {
      const match = ENTRY.exec(name);
      if (match && (!tried || Number(match[2]) > 0)) found.set(match[1], name);
    }
    return found;
  };
  let files = await current();
  const markers = new Map();
  let read = 0;
  let unreadable = 0;
  for (const id of [...files.keys()]) {
    // A sender may rename the file (claiming it, or rescheduling it) while we read: look it up again.
    let raw;
    for (let tries = 0; tries < 3 && raw === undefined && files.has(id); tries++) {
      try {
        raw = await readFile(join(directory, files.get(id)));
      } catch (error) {
        if (error.code !== 'ENOENT') {
          unreadable++;
          break;
        }
        files = await current();
      }
    }
    if (raw === undefined) continue; // delivered while we read: the sink has it
    read++;
    const message = raw.subarray(raw.indexOf(0x0a) + 1); // after the envelope's line
    for (const marker of await markersIn(message))
      markers.set(marker, (markers.get(marker) ?? 0) + 1);
  }
  return { markers, files: read, unreadable };
}
