// How fast this machine is today where the bench's CPU index does not look: fresh memory.
import { spawnSync } from 'node:child_process';

/**
 * Seconds a new Node process takes to write `mib` MiB of memory it has just been given, each page
 * touched for the first time (so the kernel's page faults count, as they do for every Chromium
 * the bench starts), or null if the child failed. Measured in a child so that the bench's own
 * heap stays as it was.
 */
export function freshMemorySeconds(mib = 1024) {
  const script =
    `const b = Buffer.allocUnsafeSlow(${Math.round(mib)} * 1024 * 1024);` +
    'const t = process.hrtime.bigint(); b.fill(1);' +
    'process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e9));';
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 120_000 });
  const seconds = Number(child.stdout);
  return child.status === 0 && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The report's line on the machine: 1 GiB of fresh memory written before and after the runs. */
export function describeFreshMemory({ before, after }) {
  const shown = (seconds) => (seconds === null ? 'unknown' : `${seconds.toFixed(1)} s`);
  return (
    `Fresh memory: writing 1 GiB took ${shown(before)} before the runs and ${shown(after)} ` +
    'after (see bench/README.md, "A slow day")'
  );
}
