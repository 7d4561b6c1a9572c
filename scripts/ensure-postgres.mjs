#!/usr/bin/env node
// Make sure PostgreSQL's programs (initdb, pg_ctl, postgres, pg_dump, pg_restore, psql) are here
// for the tests that run a real server and for `npm run cms:backup` / `cms:restore` with
// DATABASE_URL, as ensure-redis.mjs does for redis-server:
//   node scripts/ensure-postgres.mjs   -> prints their directory, exit 1 if there is none
// Debian puts them in /usr/lib/postgresql/<major>/bin, off PATH: PATH is searched first, then the
// newest major there (scripts/lib/postgres.mjs). As root on Debian it installs the `postgresql`
// package with apt-get when missing. It never skips silently: without them it says how to get
// them and exits 1.
import { ensureFromCommandLine } from './lib/apt.mjs';
import { findPostgresBin, POSTGRES_TOOLS } from './lib/postgres.mjs';

ensureFromCommandLine(
  'ensure-postgres',
  {
    find: () => findPostgresBin(),
    packages: ['postgresql'],
    what: `PostgreSQL's programs (${POSTGRES_TOOLS.join(', ')}), on PATH or in /usr/lib/postgresql/<major>/bin,`,
  },
  'The tests run a real PostgreSQL server.',
);
