// Process figures from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

/** Resident set size of a process in MiB (VmRSS of /proc/<pid>/status), or null if unknown. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) used so far by the processes of the process group `pgid` (a server
 * the bench started detached: its own group, so its workers count too), or null if unknown.
 * From /proc/<pid>/stat, in clock ticks of 1/100 s (Linux's USER_HZ).
 */
export function groupCpuSeconds(pgid) {
  let ticks = 0;
  let found = false;
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command name (which may hold spaces), in parentheses: state, ppid, pgrp...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return found ? ticks / 100 : null;
}

/** Runs `work` and adds `cpuMsPerAnswer` (the group's CPU ms over the answers) to its summary. */
export async function withCpuPerAnswer(pgid, work) {
  const before = groupCpuSeconds(pgid);
  const result = await work();
  const after = groupCpuSeconds(pgid);
  const answers = result.summary.total;
  result.summary.cpuMsPerAnswer =
    before === null || after === null || !(answers > 0)
      ? null
      : Math.round(((after - before) * 1000 * 100) / answers) / 100;
  return result;
}
