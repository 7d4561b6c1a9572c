// PostgreSQL's programs, and a throwaway server for tests and the bench.
//   findPostgresBin()  -> the directory holding initdb, pg_ctl, postgres, pg_dump, pg_restore, psql
//   startPostgres()    -> a server of its own on 127.0.0.1 and a free port, with one database
// Debian installs the programs under /usr/lib/postgresql/<major>/bin, off PATH (only the client
// wrappers are in /usr/bin), so PATH is searched first, then the newest major there.
import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const POSTGRES_TOOLS = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore', 'psql'];

const DEBIAN_ROOT = '/usr/lib/postgresql';

export const INSTALL_POSTGRES_HINT =
  'PostgreSQL was not found (on PATH or in /usr/lib/postgresql/<major>/bin); install it: ' +
  'sudo apt-get install postgresql (or run `node scripts/ensure-postgres.mjs` as root)';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The directories searched, in order: PATH, then /usr/lib/postgresql/<major>/bin, newest first. */
export function postgresBinDirs() {
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  let majors = [];
  try {
    majors = readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    // no Debian packages of PostgreSQL
  }
  return [...onPath, ...majors.map((major) => join(DEBIAN_ROOT, major, 'bin'))];
}

/**
 * The first directory (PATH first, then Debian's, newest major first) that holds every one of
 * `tools`, or null.
 * @param {readonly string[]} [tools]
 * @returns {string | null}
 */
export function findPostgresBin(tools = POSTGRES_TOOLS) {
  return (
    postgresBinDirs().find((dir) => tools.every((tool) => isExecutable(join(dir, tool)))) ?? null
  );
}

/**
 * What libpq's programs need to reach `url` without the password on their command line (where
 * `ps` shows it): the URL without it, and PGPASSWORD.
 * @param {string} url
 * @returns {{ dbname: string, env: Record<string, string> }}
 */
export function libpqConnection(url) {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return { dbname: url, env: {} };
    const password = decodeURIComponent(parsed.password);
    parsed.password = '';
    return { dbname: parsed.toString(), env: { PGPASSWORD: password } };
  } catch {
    return { dbname: url, env: {} };
  }
}

/**
 * Runs a program and resolves with what it printed, or rejects with that when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<string>}
 */
function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) =>
      reject(new Error(`could not run ${command}: ${error.message}`, { cause: error })),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * Runs `sql` with psql against `url` (ON_ERROR_STOP, unaligned, tuples only): its output.
 * @param {string} url
 * @param {string} sql
 * @param {{ binDir?: string }} [options]
 * @returns {Promise<string>}
 */
export async function psql(url, sql, { binDir = findPostgresBin(['psql']) ?? undefined } = {}) {
  if (!binDir) throw new Error(INSTALL_POSTGRES_HINT);
  const { dbname, env } = libpqConnection(url);
  const out = await run(
    join(binDir, 'psql'),
    ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', dbname, '-c', sql],
    { env: { ...process.env, ...env } },
  );
  return out.trim();
}

/** The uid and gid of the `postgres` OS user (created by Debian's postgresql package). */
async function postgresUser() {
  const id = (flag) =>
    run('id', [flag, 'postgres']).then(
      (out) => Number(out.trim()),
      () => {
        throw new Error(
          'Running as root, and PostgreSQL refuses to run as root: it needs the `postgres` OS ' +
            'user, which was not found (Debian’s postgresql package creates it).',
        );
      },
    );
  return { uid: await id('-u'), gid: await id('-g') };
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
};

/**
 * A TCP port on 127.0.0.1 that is free now (as scripts/free-ports.mjs, which jest cannot import
 * for its top-level await).
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A throwaway PostgreSQL server: initdb into a fresh temporary directory, listening on 127.0.0.1
 * at a free port only, trusting local TCP connections, with `database` created; durability off
 * (fsync, synchronous_commit) for speed. As root, initdb and pg_ctl run as the `postgres` OS user
 * (runuser), which then owns the directory. stop() stops it (pg_ctl stop -m fast, then its PID
 * with SIGKILL if it is still there) and removes the directory.
 * @param {{ binDir?: string, database?: string }} [options]
 * @returns {Promise<{ url: string, port: number, pid: number, dir: string, binDir: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ binDir, database = 'cms' } = {}) {
  const bin = binDir ?? findPostgresBin();
  if (!bin) throw new Error(INSTALL_POSTGRES_HINT);
  const owner = process.getuid?.() === 0 ? await postgresUser() : undefined;
  const dir = await mkdtemp(join(tmpdir(), 'postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  // As root through runuser; from the directory, which the postgres user can enter.
  const tool = (name, args) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], { cwd: dir })
      : run(join(bin, name), args, { cwd: dir });
  const serverLog = () => readFile(logFile, 'utf8').catch(() => '');

  let pid = 0;
  const stop = async () => {
    await tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '10']).catch(() => {});
    if (pid && isAlive(pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 50) await sleep(50);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    await tool('initdb', [
      ...['-D', dataDir, '-U', 'postgres', '--auth=trust'],
      ...['--encoding=UTF8', '--locale=C', '--no-sync'],
    ]);
    await appendFile(
      join(dataDir, 'postgresql.conf'),
      [
        '',
        '# a throwaway server for tests (scripts/lib/postgres.mjs)',
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir.replaceAll("'", "''")}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    // Another process may take the free port before the server binds it: then try another.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await tool('pg_ctl', [
          ...['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30'],
          ...['-o', `-p ${port}`],
        ]);
        break;
      } catch (error) {
        const log = await serverLog();
        if (attempt < 3 && /could not bind|Address already in use/i.test(log)) continue;
        throw new Error(`${/** @type {Error} */ (error).message}\nserver log:\n${log}`);
      }
    }
    pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const url = `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    await psql(
      `postgres://postgres@127.0.0.1:${port}/postgres`,
      `CREATE DATABASE "${database.replaceAll('"', '""')}"`,
      { binDir: bin },
    );
    return { url, port, pid, dir, binDir: bin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
