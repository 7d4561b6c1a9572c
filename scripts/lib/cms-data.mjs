// What `npm run cms:backup` and `npm run cms:restore` share: the settings, read as the site and
// Payload's CLI read them, and where the CMS keeps its content.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { findPostgresBin, libpqConnection } from './postgres.mjs';

/** A mistake the user can fix: its message is printed alone, without a stack trace. */
export class UserError extends Error {}

/**
 * Loads the .env files that Next and Payload's CLI load (the first to set a variable wins, and the
 * environment wins over all), with process.loadEnvFile (Node 20.12+).
 */
export function loadEnv() {
  const env = process.env.NODE_ENV;
  const mode = env === 'test' ? 'test' : env === 'production' ? 'production' : 'development';
  const files = [`.env.${mode}.local`, ...(mode === 'test' ? [] : ['.env.local'])];
  for (const file of [...files, `.env.${mode}`, '.env']) {
    if (!existsSync(file)) continue;
    if (typeof process.loadEnvFile !== 'function')
      throw new UserError(`${file} was not read: Node ${process.version} cannot (use Node 20.12+)`);
    process.loadEnvFile(file);
  }
}

const setting = (name) => process.env[name]?.trim() || undefined;

/**
 * The content database, as lib/cms/database.ts chooses it: Postgres when DATABASE_URL is a
 * postgres:// address, otherwise the SQLite file $DATA_DIR/cms.db. Uploaded images are in
 * $DATA_DIR/media either way.
 * @returns {{ kind: 'postgres', url: string, dataDir: string, mediaDir: string } | { kind: 'sqlite', file: string, dataDir: string, mediaDir: string }}
 */
export function cmsStore() {
  const dataDir = resolve(setting('DATA_DIR') ?? 'data');
  const mediaDir = join(dataDir, 'media');
  const url = setting('DATABASE_URL');
  if (url && !/^postgres(ql)?:\/\//.test(url))
    throw new UserError(
      'DATABASE_URL must be a postgres:// address (or unset for SQLite in DATA_DIR)',
    );
  if (url) return { kind: 'postgres', url, dataDir, mediaDir };
  return { kind: 'sqlite', file: join(dataDir, 'cms.db'), dataDir, mediaDir };
}

/** The server and database of a postgres:// URL, for messages (never its password). */
export function describePostgres(url) {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `Postgres database ${decodeURIComponent(pathname.slice(1)) || '(default)'} on ${hostname || 'localhost'}${port ? `:${port}` : ''}`;
  } catch {
    return 'Postgres database (DATABASE_URL)';
  }
}

/** How many files there are in `dir` and below. */
export async function countFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** The backup directory named on the command line, from where `npm run` was typed. */
export function backupArgument(command) {
  const argument = process.argv[2];
  if (!argument || process.argv.length > 3)
    throw new UserError(`Usage: npm run ${command} -- <backup directory>`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}

/**
 * Runs pg_dump or pg_restore against `url` (the password through PGPASSWORD, not the command
 * line; never a password prompt); a UserError with what it printed when it fails.
 * @param {'pg_dump' | 'pg_restore'} program
 * @param {string} url
 * @param {string[]} args
 */
export async function runPostgresTool(program, url, args) {
  const binDir = findPostgresBin([program]);
  if (!binDir)
    throw new UserError(
      `${program} was not found on PATH or in /usr/lib/postgresql/<major>/bin. Install PostgreSQL's ` +
        'client programs, e.g. sudo apt-get install postgresql-client (of the server’s major version or newer).',
    );
  const { dbname, env } = libpqConnection(url);
  const child = spawn(join(binDir, program), [`--dbname=${dbname}`, '--no-password', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((done) => {
    child.once('error', (error) => {
      output += error.message;
      done(-1);
    });
    child.once('close', (status, signal) => done(status ?? signal));
  });
  if (code !== 0)
    throw new UserError(
      `${program} failed (${code}) on the ${describePostgres(url)}:\n${output.trim()}`,
    );
  if (output.trim()) process.stderr.write(output);
}

/**
 * Runs the command `main`, exiting 1 when it fails: a UserError, or an error of the system or
 * SQLite (one with a code: a file it may not write, a locked database), is printed as its message
 * alone; anything else, a bug, with its stack.
 * @param {() => Promise<void>} main
 */
export async function runCommand(main) {
  try {
    loadEnv();
    await main();
  } catch (error) {
    if (error instanceof UserError || (error instanceof Error && 'code' in error))
      process.stderr.write(`ERROR: ${error.message}\n`);
    else process.stderr.write(`ERROR: ${error instanceof Error ? error.stack : error}\n`);
    process.exitCode = 1;
  }
}
