#!/usr/bin/env node
// Brings the content database up to the committed schema before the site builds or starts:
// `payload migrate` runs the migrations of lib/cms/migrations/<dialect> not yet applied (the
// first ones create the tables and load today's content, once per database). A fresh clone's
// `npm start` thus makes $DATA_DIR/cms.db by itself; with DATABASE_URL it migrates that Postgres.
// The schema is never pushed from the collections' config at start-up.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
const payload = `${root}node_modules/payload/bin.js`;
const result = spawnSync(process.execPath, [payload, 'migrate'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  env: { ...process.env, PAYLOAD_MIGRATING: 'true' },
});
// Only what changed: the migrations applied (none on most starts).
const applied = (result.stdout ?? '').split('\n').filter((line) => /Migrated:/.test(line));
for (const line of applied) console.log(`[cms] ${line.replace(/\x1b\[[0-9;]*m/g, '').trim()}`);
if (result.status !== 0) {
  process.stderr.write(result.stdout ?? '');
  console.error('[cms] the content database could not be migrated (see above)');
  process.exit(result.status ?? 1);
}
