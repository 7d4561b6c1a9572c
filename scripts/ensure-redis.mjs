#!/usr/bin/env node
// Make sure redis-server is on PATH for the tests that run a real one (rate limits, references,
// the mail queue shared by two instances), as ensure-chromium.mjs does for the browser:
//   node scripts/ensure-redis.mjs   -> prints its version line, exit 1 if there is none
// As root on Debian it installs the `redis-server` package with apt-get when missing. It never
// skips silently: without one it says how to get one and exits 1.
import { ensureFromCommandLine } from './lib/apt.mjs';
import { REDIS_PACKAGES, redisVersion } from './lib/redis-server.mjs';

ensureFromCommandLine(
  'ensure-redis',
  { find: redisVersion, packages: REDIS_PACKAGES, what: 'redis-server' },
  'The tests run a real redis-server.',
);
