// `npm run cms:backup` and `npm run cms:restore` (scripts/cms-backup.mjs, scripts/cms-restore.mjs)
// as an operator runs them, against a SQLite DATA_DIR and a real PostgreSQL server, each migrated
// and seeded by `payload migrate` from the committed migrations: which also shows that the
// Postgres migrations work and seed what the SQLite ones do.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { freePort } from '../../scripts/lib/free-ports.mjs';
import { psql, startPostgres, type PostgresServer } from '../support/postgres-server';

const ROOT = join(__dirname, '..', '..');
const PAYLOAD = join(ROOT, 'node_modules', '.bin', 'payload');
const SECRET = 'backup-restore-test-secret';
const TABLES = ['jobs', 'news', 'leaders', 'testimonials', 'case_studies'] as const;
// Whatever a new setting should be, a step fails with output rather than the test timing out.
const MIGRATE_TIMEOUT_MS = 60_000;

type Settings = {
  DATA_DIR: string;
  DATABASE_URL?: string;
  PAYLOAD_SECRET?: string;
  NODE_ENV?: 'development' | 'production' | 'test';
};
type Result = { code: number | null; stdout: string; stderr: string };

/** Runs a program from the project's root with these settings, and none of the caller's. */
function run(command: string, args: string[], settings: Settings): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        INIT_CWD: ROOT,
        DATABASE_URL: '',
        PAYLOAD_SECRET: '',
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), MIGRATE_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

// NODE_ENV=production: otherwise Payload's init rewrites lib/cms/payload-types.ts in the work tree
// (typescript.autoGenerate), unformatted, from a process it leaves running.
const migrate = async (settings: Settings) => {
  const result = await run(PAYLOAD, ['migrate'], { ...settings, NODE_ENV: 'production' });
  if (result.code !== 0)
    throw new Error(`payload migrate failed (${result.code}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
};
const backup = (dir: string, settings: Settings) =>
  run(process.execPath, ['scripts/cms-backup.mjs', dir], settings);
const restore = (dir: string, settings: Settings) =>
  run(process.execPath, ['scripts/cms-restore.mjs', dir], settings);

/** Exit 0, or the test fails showing what the command printed. */
function expectSuccess(result: Result) {
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
}

/** Exit 1 with `message` on stderr, and no stack trace. */
function expectUserError(result: Result, message: RegExp) {
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

async function sqlite<T>(dataDir: string, query: (client: ReturnType<typeof createClient>) => T) {
  const client = createClient({ url: `file:${join(dataDir, 'cms.db')}` });
  try {
    return await query(client);
  } finally {
    client.close();
  }
}

const sqliteCounts = (dataDir: string) =>
  sqlite(dataDir, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES)
      counts[table] = Number((await client.execute(`SELECT count(*) FROM ${table}`)).rows[0]?.[0]);
    return counts;
  });

const postgresCounts = async (url: string) => {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = Number(await psql(url, `SELECT count(*) FROM ${table}`));
  return counts;
};

let root: string;
let postgres: PostgresServer;
let sqliteSettings: Settings;
let postgresSettings: Settings;
let sqliteSeeded: Record<string, number>;
let postgresSeeded: Record<string, number>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cms-backup-'));
  postgres = await startPostgres();
  sqliteSettings = { DATA_DIR: join(root, 'sqlite') };
  postgresSettings = {
    DATA_DIR: join(root, 'postgres'),
    DATABASE_URL: postgres.url,
    PAYLOAD_SECRET: SECRET,
  };
  await Promise.all([migrate(sqliteSettings), migrate(postgresSettings)]);
  sqliteSeeded = await sqliteCounts(sqliteSettings.DATA_DIR);
  postgresSeeded = await postgresCounts(postgres.url);
}, 2 * MIGRATE_TIMEOUT_MS);

afterAll(async () => {
  await postgres?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

test('a fresh Postgres database migrates and seeds the same content as a fresh SQLite one', () => {
  for (const table of TABLES) expect(sqliteSeeded[table]).toBeGreaterThan(0);
  expect(postgresSeeded).toEqual(sqliteSeeded);
});

test(
  'SQLite: a backup restores a deleted job and the uploaded images as they were',
  async () => {
    const { DATA_DIR } = sqliteSettings;
    const backupDir = join(root, 'backups', 'sqlite');
    await mkdir(join(DATA_DIR, 'media'), { recursive: true });
    await writeFile(join(DATA_DIR, 'media', 'team.png'), 'an image');

    const backedUp = await backup(backupDir, sqliteSettings);
    expectSuccess(backedUp);
    expect(backedUp.stdout).toMatch(/Backed up the SQLite database .*cms\.db and 1 media file/);
    expect(existsSync(join(backupDir, 'cms.db'))).toBe(true);
    expect(await readFile(join(backupDir, 'media', 'team.png'), 'utf8')).toBe('an image');

    const job = await sqlite(DATA_DIR, async (client) => {
      const row = (await client.execute('SELECT id, title FROM jobs ORDER BY id LIMIT 1')).rows[0];
      const id = Number(row?.id);
      await client.execute({ sql: 'DELETE FROM jobs WHERE id = ?', args: [id] });
      return { id, title: String(row?.title) };
    });
    await rm(join(DATA_DIR, 'media', 'team.png'));
    await writeFile(join(DATA_DIR, 'media', 'later.png'), 'uploaded after the backup');
    expect((await sqliteCounts(DATA_DIR)).jobs).toBe(sqliteSeeded.jobs! - 1);

    const restored = await restore(backupDir, sqliteSettings);
    expectSuccess(restored);
    expect(restored.stdout).toMatch(/Restored the SQLite database .*cms\.db and 1 media file/);
    const title = await sqlite(DATA_DIR, async (client) => {
      const rows = (
        await client.execute({ sql: 'SELECT title FROM jobs WHERE id = ?', args: [job.id] })
      ).rows;
      return rows[0]?.title;
    });
    expect(title).toBe(job.title);
    expect(await sqliteCounts(DATA_DIR)).toEqual(sqliteSeeded);
    expect(await readFile(join(DATA_DIR, 'media', 'team.png'), 'utf8')).toBe('an image');
    expect(existsSync(join(DATA_DIR, 'media', 'later.png'))).toBe(false);
    expect(existsSync(join(DATA_DIR, 'cms.db-journal'))).toBe(false);

    // The restored database knows its migrations: none runs again, nothing is seeded twice.
    await migrate(sqliteSettings);
    expect(await sqliteCounts(DATA_DIR)).toEqual(sqliteSeeded);
  },
  2 * MIGRATE_TIMEOUT_MS,
);

test(
  'Postgres: a backup restores a deleted job and the uploaded images as they were',
  async () => {
    const { DATA_DIR } = postgresSettings;
    const backupDir = join(root, 'backups', 'postgres');
    await mkdir(join(DATA_DIR, 'media'), { recursive: true });
    await writeFile(join(DATA_DIR, 'media', 'team.png'), 'an image');

    const backedUp = await backup(backupDir, postgresSettings);
    expectSuccess(backedUp);
    expect(backedUp.stdout).toMatch(
      /Backed up the Postgres database cms on 127\.0\.0\.1:\d+ and 1/,
    );
    expect(existsSync(join(backupDir, 'cms.dump'))).toBe(true);
    expect(await readFile(join(backupDir, 'media', 'team.png'), 'utf8')).toBe('an image');

    const [id, title] = (
      await psql(postgres.url, 'SELECT id, title FROM jobs ORDER BY id LIMIT 1')
    ).split('|') as [string, string];
    await psql(postgres.url, `DELETE FROM jobs WHERE id = ${Number(id)}`);
    await psql(postgres.url, "UPDATE news SET title = 'Changed after the backup'");
    await rm(join(DATA_DIR, 'media', 'team.png'));
    expect((await postgresCounts(postgres.url)).jobs).toBe(postgresSeeded.jobs! - 1);

    const restored = await restore(backupDir, postgresSettings);
    expectSuccess(restored);
    expect(restored.stdout).toMatch(/Restored the Postgres database cms on 127\.0\.0\.1:\d+ and 1/);
    expect(await psql(postgres.url, `SELECT title FROM jobs WHERE id = ${Number(id)}`)).toBe(title);
    expect(await psql(postgres.url, "SELECT count(*) FROM news WHERE title LIKE 'Changed%'")).toBe(
      '0',
    );
    expect(await postgresCounts(postgres.url)).toEqual(postgresSeeded);
    expect(await readFile(join(DATA_DIR, 'media', 'team.png'), 'utf8')).toBe('an image');

    await migrate(postgresSettings);
    expect(await postgresCounts(postgres.url)).toEqual(postgresSeeded);
  },
  2 * MIGRATE_TIMEOUT_MS,
);

describe('mistakes are told in a sentence, with exit code 1 and no stack trace', () => {
  test('no backup directory named', async () => {
    expectUserError(
      await run(process.execPath, ['scripts/cms-backup.mjs'], sqliteSettings),
      /Usage: npm run cms:backup -- <backup directory>/,
    );
    expectUserError(
      await run(process.execPath, ['scripts/cms-restore.mjs'], sqliteSettings),
      /Usage: npm run cms:restore -- <backup directory>/,
    );
  });

  test('a backup directory that is there already, or a restore from one that is not', async () => {
    await mkdir(join(root, 'taken'), { recursive: true });
    await writeFile(join(root, 'taken', 'notes.txt'), 'mine');
    expectUserError(await backup(join(root, 'taken'), sqliteSettings), /already exists/);
    expectUserError(
      await restore(join(root, 'missing'), sqliteSettings),
      /is not a directory made by npm run cms:backup/,
    );
    expectUserError(await restore(join(root, 'taken'), sqliteSettings), /holds no cms\.db/);
  });

  test('no SQLite database in DATA_DIR', async () => {
    const result = await backup(join(root, 'never'), { DATA_DIR: join(root, 'empty') });
    expectUserError(result, /There is no SQLite database at .*cms\.db/);
    expect(existsSync(join(root, 'never'))).toBe(false);
  });

  test('a file that is not a database, and a backup of the other kind', async () => {
    const fake = join(root, 'fake');
    await mkdir(join(fake, 'media'), { recursive: true });
    await writeFile(join(fake, 'cms.db'), 'not a database at all');
    await writeFile(join(fake, 'cms.dump'), 'not a dump either');
    const before = await readFile(join(sqliteSettings.DATA_DIR, 'cms.db'));
    expectUserError(
      await restore(fake, sqliteSettings),
      /cms\.db is not a SQLite database: nothing was restored/,
    );
    expect((await readFile(join(sqliteSettings.DATA_DIR, 'cms.db'))).equals(before)).toBe(true);
    expectUserError(await restore(fake, postgresSettings), /cms\.dump is not a pg_dump archive/);
    await rm(join(fake, 'cms.dump'));
    expectUserError(
      await restore(fake, postgresSettings),
      /is a backup of a SQLite database \(cms\.db\), and this site uses Postgres/,
    );
  });

  test('a Postgres server that does not answer', async () => {
    const backupDir = join(root, 'backups', 'to-nowhere');
    expectSuccess(await backup(backupDir, postgresSettings));
    const url = `postgres://cms:secret-password@127.0.0.1:${await freePort()}/cms`;
    const settings = { ...postgresSettings, DATABASE_URL: url };
    const result = await backup(join(root, 'unreachable'), settings);
    expectUserError(
      result,
      /pg_dump failed \(1\) on the Postgres database cms on 127\.0\.0\.1:\d+:\n.*Connection refused/,
    );
    expect(result.stderr).not.toContain('secret-password');
    expect(existsSync(join(root, 'unreachable'))).toBe(false);
    expectUserError(
      await restore(backupDir, settings),
      /pg_restore failed.*\n.*Connection refused/,
    );
  });
});
