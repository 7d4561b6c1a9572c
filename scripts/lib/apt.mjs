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

/**
 * What `find()` finds (a path, a version line), after installing `packages` with apt-get when it
 * finds nothing and the machine allows it. Never skips: otherwise it throws an Error saying what
 * is missing (`what`), why it was not installed, and the command that installs it.
 * @template T
 * @param {{ find: () => T | null, packages: string[], what: string, log: (message: string) => void }} opts
 * @returns {T}
 */
export function provided({ find, packages, what, log }) {
  const found = find();
  if (found) return found;
  const unavailable = aptUnavailable();
  if (!unavailable) {
    log(`${what} not found; installing it with apt-get...`);
    aptInstall(packages, log);
    const installed = find();
    if (installed) return installed;
  }
  const list = packages.join(' ');
  throw new Error(
    [
      `${what} was not found.`,
      unavailable ?? `apt-get install ${list} did not provide it.`,
      `Install it: sudo apt-get update && sudo apt-get install ${list}`,
    ].join('\n'),
  );
}

/**
 * The command line of an ensure-* script: prints what `provided` found on stdout (apt-get's
 * output and the script's notes go to stderr), or the error, with what needs it, and exits 1.
 * @param {string} script the script's name, e.g. 'ensure-redis'
 * @param {{ find: () => string | null, packages: string[], what: string }} opts
 * @param {string} neededBy e.g. 'The tests run a real one.'
 */
export function ensureFromCommandLine(script, opts, neededBy) {
  try {
    const found = provided({
      ...opts,
      log: (message) => process.stderr.write(`[${script}] ${message}\n`),
    });
    process.stdout.write(`${found}\n`);
  } catch (error) {
    process.stderr.write(`ERROR: ${error.message}\n${neededBy}\n`);
    process.exit(1);
  }
}
