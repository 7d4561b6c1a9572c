// Process figures from /proc (Linux).
import { readFileSync } from 'node:fs';

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
