#!/usr/bin/env node
// Make sure PostgreSQL's programs (initdb, pg_ctl, postgres, pg_dump, pg_restore, psql) are here
// for the tests that run a real server and for `npm run cms:backup` / `cms:restore` with
// DATABASE_URL, as ensure-redis.mjs does for redis-server:
//   node scripts/ensure-postgres.mjs   -> prints their directory, exit 1 if there is none
// Debian puts them in /usr/lib/postgresql/<major>/bin, off PATH: PATH is searched first, then the
// newest major there (scripts/lib/postgres.mjs). As root on Debian it installs the `postgresql`
// package with apt-get when missing. It never skips silently: without them it says how to get
// them and exits 1.
import { aptInstall, aptUnavailable } from './lib/apt.mjs';
import { findPostgresBin, POSTGRES_TOOLS } from './lib/postgres.mjs';

let found = findPostgresBin();
if (!found) {
  const unavailable = aptUnavailable();
  if (!unavailable) {
    process.stderr.write('[ensure-postgres] PostgreSQL not found; installing it with apt-get...\n');
    aptInstall(['postgresql'], (message) => process.stderr.write(`[ensure-postgres] ${message}\n`));
    found = findPostgresBin();
  }
  if (!found) {
    process.stderr.write(
      [
        `ERROR: PostgreSQL's programs (${POSTGRES_TOOLS.join(', ')}) were not found on PATH`,
        'or in /usr/lib/postgresql/<major>/bin, and the tests run a real server.',
        unavailable ?? 'apt-get install postgresql did not provide them.',
        'Install them: sudo apt-get update && sudo apt-get install postgresql',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
}
process.stdout.write(`${found}\n`);
