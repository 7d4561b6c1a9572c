#!/usr/bin/env node
// Make sure redis-server is on PATH for the tests that run a real one (rate limits, references,
// the mail queue shared by two instances), as ensure-chromium.mjs does for the browser:
//   node scripts/ensure-redis.mjs   -> prints its version line, exit 1 if there is none
// As root on Debian it installs the `redis-server` package with apt-get when missing. It never
// skips silently: without one it says how to get one and exits 1.
import { spawnSync } from 'node:child_process';
import { aptInstall, aptUnavailable } from './lib/apt.mjs';

const version = () => {
  const result = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

let found = version();
if (!found) {
  const unavailable = aptUnavailable();
  if (!unavailable) {
    process.stderr.write('[ensure-redis] redis-server not found; installing it with apt-get...\n');
    aptInstall(['redis-server'], (message) => process.stderr.write(`[ensure-redis] ${message}\n`));
    found = version();
  }
  if (!found) {
    process.stderr.write(
      [
        'ERROR: redis-server was not found on PATH, and the tests run a real one.',
        unavailable ?? 'apt-get install redis-server did not provide it.',
        'Install it: sudo apt-get update && sudo apt-get install redis-server',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
}
process.stdout.write(`${found}\n`);
