#!/usr/bin/env node
// `npm run cms:restore -- <dir>`: puts back a backup made by `npm run cms:backup -- <dir>`,
// replacing the current content. Stop the site first.
//   SQLite (DATABASE_URL unset): <dir>/cms.db, checked to be a sound SQLite database, is copied
//     beside $DATA_DIR/cms.db and renamed over it.
//   Postgres (DATABASE_URL): <dir>/cms.dump into that database, with pg_restore --clean
//     --if-exists --no-owner --no-acl in a single transaction (all of it, or nothing on error).
//   Then <dir>/media replaces $DATA_DIR/media.
import { existsSync, statSync } from 'node:fs';
import { copyFile, cp, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import {
  backupArgument,
  cmsStore,
  countFiles,
  describePostgres,
  runCommand,
  runPostgresTool,
  UserError,
} from './lib/cms-data.mjs';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0');
const PG_DUMP_HEADER = Buffer.from('PGDMP');

/** Whether `file` begins with `header`. */
async function beginsWith(file, header) {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(header.length);
    const { bytesRead } = await handle.read(start, 0, header.length, 0);
    return bytesRead === header.length && start.equals(header);
  } finally {
    await handle.close();
  }
}

const isDirectory = (path) => existsSync(path) && statSync(path).isDirectory();

/** Copies `backup` beside `file`, checks it, and renames it over `file`. */
async function restoreSqlite(backup, file, dataDir) {
  if (!(await beginsWith(backup, SQLITE_HEADER)))
    throw new UserError(`${backup} is not a SQLite database: nothing was restored`);
  await mkdir(dataDir, { recursive: true });
  const staging = `${file}.restore-${process.pid}`;
  const removeStaging = () =>
    Promise.all(['', '-wal', '-shm', '-journal'].map((s) => rm(`${staging}${s}`, { force: true })));
  try {
    await copyFile(backup, staging);
    const handle = await open(staging, 'r+');
    await handle.sync();
    await handle.close();
    const client = createClient({ url: `file:${staging}` });
    let check;
    try {
      check = (await client.execute('PRAGMA quick_check')).rows[0]?.[0];
    } finally {
      client.close();
    }
    if (check !== 'ok')
      throw new UserError(`${backup} is damaged (quick_check: ${check}): nothing was restored`);
    // A journal or WAL left beside the old database would be applied to the new one.
    for (const suffix of ['-wal', '-shm', '-journal'])
      await rm(`${file}${suffix}`, { force: true });
    await rename(staging, file);
  } finally {
    await removeStaging();
  }
}

/** Replaces `mediaDir` with a copy of `backup`, copied beside it first. */
async function restoreMedia(backup, mediaDir, dataDir) {
  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, `.media.restore-${process.pid}`);
  const old = join(dataDir, `.media.old-${process.pid}`);
  try {
    await cp(backup, staging, { recursive: true });
    if (existsSync(mediaDir)) await rename(mediaDir, old);
    await rename(staging, mediaDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
  }
}

await runCommand(async () => {
  const source = backupArgument('cms:restore');
  if (!isDirectory(source))
    throw new UserError(`${source} is not a directory made by npm run cms:backup`);
  const store = cmsStore();
  const [name, other] = store.kind === 'sqlite' ? ['cms.db', 'cms.dump'] : ['cms.dump', 'cms.db'];
  if (!existsSync(join(source, name)))
    throw new UserError(
      existsSync(join(source, other))
        ? `${source} is a backup of a ${store.kind === 'sqlite' ? 'Postgres' : 'SQLite'} database ` +
            `(${other}), and this site uses ${store.kind === 'sqlite' ? 'SQLite (DATABASE_URL is unset)' : 'Postgres (DATABASE_URL)'}: nothing was restored`
        : `${source} holds no ${name}: not a backup made by npm run cms:backup`,
    );
  if (!isDirectory(join(source, 'media')))
    throw new UserError(
      `${source} holds no media/ directory: not a backup made by npm run cms:backup`,
    );

  let what;
  if (store.kind === 'sqlite') {
    await restoreSqlite(join(source, name), store.file, store.dataDir);
    what = `the SQLite database ${store.file}`;
  } else {
    const dump = join(source, name);
    if (!(await beginsWith(dump, PG_DUMP_HEADER)))
      throw new UserError(`${dump} is not a pg_dump archive (custom format): nothing was restored`);
    await runPostgresTool('pg_restore', store.url, [
      ...['--clean', '--if-exists', '--no-owner', '--no-acl', '--single-transaction'],
      dump,
    ]).catch((error) => {
      if (error instanceof UserError)
        error.message += '\n(pg_restore ran in a single transaction: the database is as it was)';
      throw error;
    });
    what = `the ${describePostgres(store.url)}`;
  }
  await restoreMedia(join(source, 'media'), store.mediaDir, store.dataDir);
  const media = await countFiles(store.mediaDir);
  process.stdout.write(`Restored ${what} and ${media} media file(s) from ${source}\n`);
});
