#!/usr/bin/env node
// Make sure nginx and its brotli module are installed for the tests that run the site behind
// deploy/nginx.conf (two instances, e2e/instances.spec.ts), as ensure-redis.mjs does for Redis:
//   node scripts/ensure-nginx.mjs   -> prints nginx's path and version, exit 1 if there is none
// As root on Debian it installs `nginx` and `libnginx-mod-http-brotli-filter` with apt-get when
// missing. It never skips silently: without them it says how to get them and exits 1.
import { ensureFromCommandLine } from './lib/apt.mjs';
import { NGINX_PACKAGES, nginxVersion } from './lib/nginx.mjs';

ensureFromCommandLine(
  'ensure-nginx',
  { find: nginxVersion, packages: NGINX_PACKAGES, what: 'nginx with its brotli module' },
  'The tests run the site behind it.',
);
