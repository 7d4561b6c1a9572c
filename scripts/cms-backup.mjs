#!/usr/bin/env node
// `npm run cms:backup -- <dir>`: a consistent copy of the CMS content, taken while the site runs,
// into a new directory <dir>:
//   cms.db    the SQLite database $DATA_DIR/cms.db (VACUUM INTO), or
//   cms.dump  the Postgres database of DATABASE_URL (pg_dump --format=custom)
//   media/    the uploaded images, $DATA_DIR/media
// Settings as the site reads them: the environment, then .env files. `npm run cms:restore -- <dir>`
// puts it back. The directory (mode 0700) is written under a temporary name and renamed when
// complete.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
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

await runCommand(async () => {
  const target = backupArgument('cms:backup');
  const store = cmsStore();
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
    throw new UserError(`${target} already exists: name a new (or empty) directory for the backup`);
  if (store.kind === 'sqlite' && !existsSync(store.file))
    throw new UserError(
      `There is no SQLite database at ${store.file} to back up. Is DATA_DIR right? ` +
        '(With DATABASE_URL unset the content is in $DATA_DIR/cms.db.)',
    );

  await mkdir(dirname(target), { recursive: true });
  const staging = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  await mkdir(staging, { mode: 0o700 }); // it holds the editors' password hashes
  try {
    let what;
    if (store.kind === 'sqlite') {
      const client = createClient({ url: `file:${store.file}` });
      try {
        await client.execute({ sql: 'VACUUM INTO ?', args: [join(staging, 'cms.db')] });
      } finally {
        client.close();
      }
      what = `the SQLite database ${store.file}`;
    } else {
      await runPostgresTool('pg_dump', store.url, [
        '--format=custom',
        `--file=${join(staging, 'cms.dump')}`,
      ]);
      what = `the ${describePostgres(store.url)}`;
    }
    if (existsSync(store.mediaDir))
      await cp(store.mediaDir, join(staging, 'media'), { recursive: true });
    else await mkdir(join(staging, 'media'));
    const media = await countFiles(join(staging, 'media'));

    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
    process.stdout.write(`Backed up ${what} and ${media} media file(s) to ${target}\n`);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
});
