// Lets a server finish the work a request leaves behind before a measured load starts.
//
// The bench's server and browser share this machine's two cores; a visitor's browser never shares
// a core with our server. A page with `revalidate = 60` is stale at every bench load (each route
// is loaded minutes apart), so Next answers with the stale copy and renders the page again in the
// background, on a core the browser is using for the load being measured: 80 to 340 ms of server
// CPU per load (/portfolio, /, a news article, measured with groupCpuMs around one stale request).
// settle() asks for the page once, unthrottled, and waits until the server's processes are quiet,
// so the measured load finds the page fresh and the cores free, as a visitor's device would.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux unless configured). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user and system, in ms) used so far by the live processes of process group `pgid`
 * (a server the bench started: its own group, see server.mjs), or null where there is no /proc or
 * no such group.
 * @param {number} pgid
 * @returns {number | null}
 */
export function groupCpuMs(pgid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // proc_pid_stat(5): the command is in parentheses and may hold spaces; after it come state
    // (field 3), ppid, pgrp (5), ..., utime (14), stime (15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
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
