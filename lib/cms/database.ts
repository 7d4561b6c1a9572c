import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';

// Read here rather than from lib/env.ts: the Payload CLI (`payload migrate`) loads this file
// outside Next, and it needs nothing else of the site's settings.
const setting = (name: string) => process.env[name]?.trim() || undefined;

/** DATA_DIR as an absolute path (lib/env.ts reads the same setting for the rest of the site). */
export const cmsDataDir = () => resolve(/*turbopackIgnore: true*/ setting('DATA_DIR') ?? 'data');

/** The Postgres server of a deployment of several instances, or undefined for the SQLite file. */
export const postgresUrl = () => {
  const url = setting('DATABASE_URL');
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
};

/** The SQLite database every instance without DATABASE_URL keeps in its DATA_DIR. */
export const sqliteFile = () => join(cmsDataDir(), 'cms.db');

const migrationDir = (dialect: 'sqlite' | 'postgres') =>
  resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'cms', 'migrations', dialect);

/**
 * The database: Postgres when DATABASE_URL names one, otherwise a SQLite file under DATA_DIR.
 * The schema is never pushed: it comes from the migrations committed in lib/cms/migrations/<dialect>
 * (`npm run cms:migrate`, run before every build and start by scripts/cms-ready.mjs).
 */
export function cmsDatabase(): DatabaseAdapterObj {
  const url = postgresUrl();
  if (setting('DATABASE_URL') && !url)
    throw new Error('DATABASE_URL must be a postgres:// address (or unset for SQLite in DATA_DIR)');
  if (url)
    return postgresAdapter({
      pool: { connectionString: url, max: Number(setting('DATABASE_POOL_SIZE') ?? 10) },
      push: false,
      migrationDir: migrationDir('postgres'),
    });
  mkdirSync(cmsDataDir(), { recursive: true });
  return sqliteAdapter({
    client: { url: `file:${sqliteFile()}` },
    push: false,
    migrationDir: migrationDir('sqlite'),
  });
}

/**
 * The key that signs editors' sessions: PAYLOAD_SECRET, or one made on first start and kept in
 * `$DATA_DIR/cms-secret.key` (mode 0600). Instances that share a database must be given the same
 * PAYLOAD_SECRET.
 */
export function cmsSecret(): string {
  const configured = setting('PAYLOAD_SECRET');
  if (configured) return configured;
  if (postgresUrl())
    throw new Error(
      'PAYLOAD_SECRET is required with DATABASE_URL: give every instance the same value (e.g. `openssl rand -hex 32`)',
    );
  const path = join(cmsDataDir(), 'cms-secret.key');
  mkdirSync(cmsDataDir(), { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
