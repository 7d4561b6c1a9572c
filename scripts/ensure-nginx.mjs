#!/usr/bin/env node
// Make sure nginx and its brotli module are installed for the tests that run the site behind
// deploy/nginx.conf (two instances, e2e/instances.spec.ts), as ensure-redis.mjs does for Redis:
//   node scripts/ensure-nginx.mjs   -> prints nginx's path and version, exit 1 if there is none
// As root on Debian it installs `nginx` and `libnginx-mod-http-brotli-filter` with apt-get when
// missing. It never skips silently: without them it says how to get them and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, aptUnavailable } from './lib/apt.mjs';
import { BROTLI_MODULE, NGINX, NGINX_PACKAGES as PACKAGES } from './lib/nginx.mjs';

const version = () => {
  if (!existsSync(BROTLI_MODULE)) return null;
  // nginx prints its version on stderr.
  const result = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? `${NGINX} ${result.stderr.trim()}` : null;
};

let found = version();
if (!found) {
  const unavailable = aptUnavailable();
  if (!unavailable) {
    process.stderr.write('[ensure-nginx] nginx not found; installing it with apt-get...\n');
    aptInstall(PACKAGES, (message) => process.stderr.write(`[ensure-nginx] ${message}\n`));
    found = version();
  }
  if (!found) {
    process.stderr.write(
      [
        `ERROR: ${NGINX} or its brotli module was not found, and the tests run the site behind it.`,
        unavailable ?? `apt-get install ${PACKAGES.join(' ')} did not provide them.`,
        `Install them: sudo apt-get update && sudo apt-get install ${PACKAGES.join(' ')}`,
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
}
process.stdout.write(`${found}\n`);
