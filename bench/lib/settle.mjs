// Lets a server finish the work a request leaves behind before a measured load starts.
//
// The bench's server and browser share this machine's two cores; a visitor's browser never shares
// a core with our server. A page with `revalidate = 60` is stale at every bench load (each route
// is loaded minutes apart), so Next answers with the stale copy and renders the page again in the
// background, on a core the browser is using for the load being measured: 70 to 340 ms of server
// CPU per load (/portfolio, /, a news article, measured around one stale request).
// settle() asks for the page once, unthrottled, and waits until the server's processes are quiet,
// so the measured load finds the page fresh and the cores free, as a visitor's device would.
import { setTimeout as sleep } from 'node:timers/promises';
import { groupCpuSeconds } from './proc.mjs';

/** CPU time (ms) used so far by process group `pgid` (proc.mjs), or null where it can't be read. */
function groupCpuMs(pgid) {
  const seconds = groupCpuSeconds(pgid);
  return seconds === null ? null : seconds * 1000;
}

/**
 * Requests `url` once and waits until process group `pgid` has used at most `idleCpuMs` of CPU in
 * a window of `windowMs`, `maxMs` at most. A failed request is not an error here: the measured
 * load that follows reports it.
 * @param {string} url
 * @param {number | undefined} pgid
 * @param {{ windowMs?: number, idleCpuMs?: number, maxMs?: number }} [options]
 * @returns {Promise<{ waitedMs: number, cpuMs: number | null, quiet: boolean }>}
 */
export async function settle(url, pgid, { windowMs = 250, idleCpuMs = 20, maxMs = 10_000 } = {}) {
  const started = Date.now();
  const before = pgid === undefined ? null : groupCpuMs(pgid);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(maxMs) });
    await response.arrayBuffer();
  } catch {
    /* reported by the measured load */
  }
  if (before === null) return { waitedMs: Date.now() - started, cpuMs: null, quiet: false };
  let last = groupCpuMs(pgid) ?? before;
  let quiet = false;
  while (!quiet && Date.now() - started < maxMs) {
    await sleep(windowMs);
    const now = groupCpuMs(pgid) ?? last;
    quiet = now - last <= idleCpuMs;
    last = now;
  }
  return { waitedMs: Date.now() - started, cpuMs: Math.round(last - before), quiet };
}
