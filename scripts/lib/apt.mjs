// Debian packages a script needs, installed with apt-get when the machine allows it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Why apt-get cannot be used here, or null when it can (root on Debian). */
export function aptUnavailable() {
  if (!existsSync('/etc/debian_version'))
    return 'Not a Debian-based system, so it was not installed automatically.';
  if (process.getuid?.() !== 0)
    return 'Not running as root, so it was not installed automatically.';
  return null;
}

function run(args, log) {
  // apt's output goes to stderr, so a script's stdout carries only its answer.
  const res = spawnSync('apt-get', args, {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.error) log(`could not run apt-get: ${res.error.message}`);
  else if (res.status !== 0)
    log(`\`apt-get ${args.join(' ')}\` exited with ${res.status ?? res.signal}`);
  return !res.error && res.status === 0;
}

/**
 * `apt-get update`, then `apt-get install -y` of the packages; whether both succeeded. `log`
 * is told what failed.
 * @param {string[]} packages
 * @param {(message: string) => void} log
 */
export function aptInstall(packages, log) {
  return run(['update', '-qq'], log) && run(['install', '-y', '-q', ...packages], log);
}
