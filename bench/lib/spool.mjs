// Reads the mail queue of a running server (DATA_DIR/queue, lib/mail/file-queue.ts): per message
// a body `<id>.eml` and an entry `<id>.a<attempts>.d<due>.json` (or `….<owner>.sending` while a
// sender has it). A message is in the queue while its entry is.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markersIn } from './markers.mjs';

const ENTRY = /^([0-9a-z]{12}-[0-9a-f]{8})\.a(\d+)\.d\d+\.(?:json|[0-9a-f]{16}\.sending)$/;
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
  const ids = new Set();
  for (const name of await names(directory)) {
    const match = ENTRY.exec(name);
    if (match && (!tried || Number(match[2]) > 0)) ids.add(match[1]);
  }
  const markers = new Map();
  let files = 0;
  let unreadable = 0;
  for (const id of ids) {
    let raw;
    try {
      raw = await readFile(join(directory, `${id}.eml`));
    } catch (error) {
      if (error.code !== 'ENOENT') unreadable++;
      continue;
    }
    files++;
    for (const marker of await markersIn(raw)) markers.set(marker, (markers.get(marker) ?? 0) + 1);
  }
  return { markers, files, unreadable };
}
