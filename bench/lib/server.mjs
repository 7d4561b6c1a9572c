// Helpers to build and run the Next.js production server (and a proxy) for the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-ports.mjs';

/** Repository root (two levels above bench/lib/). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const READY_TIMEOUT_MS = 60_000;
const KILL_GRACE_MS = 5_000;
const MAX_LOG_CHARS = 64 * 1024;

/**
 * Runs `npm run build` (output inherited) unless a build exists and force is false.
 * @param {{ force?: boolean }} [opts]
 */
export async function ensureBuild({ force = false } = {}) {
  if (!force && existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
    process.stderr.write('[server] .next/BUILD_ID exists; skipping `next build`\n');
    return;
  }
  process.stderr.write('[server] running `npm run build`...\n');
  await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

// ---- child-process bookkeeping: never leave a server behind -------------------

/** @type {Set<import('node:child_process').ChildProcess>} */
const liveChildren = new Set();
let cleanupInstalled = false;

function killTree(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    // The child is a process-group leader (detached: true): kill the whole group.
    process.kill(-child.pid, signal);
  } catch {
    try {
      process.kill(child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const child of liveChildren) killTree(child, 'SIGKILL');
  });
  for (const [sig, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(sig, () => {
      process.stderr.write(`\n[server] received ${sig}; stopping server(s)\n`);
      for (const child of liveChildren) killTree(child, 'SIGKILL');
      process.exit(code);
    });
  }
}

/**
 * Starts the site's production server (scripts/serve.mjs, as `npm start` does) on
 * 127.0.0.1:<port> and waits until GET / answers with a status < 500. With `dir`, it starts
 * Next's own `next start` for the app built in that directory instead (the bench's baseline);
 * with `checkout`, that checkout's own `npm start` (another version of the site, built).
 * @param {{ port?: number, env?: Record<string, string>, dir?: string, checkout?: string }} [opts]
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startServer({ port, env = {}, dir, checkout } = {}) {
  if (!existsSync(NEXT_BIN))
    throw new Error(`Next.js binary not found at ${NEXT_BIN} (run npm install)`);
  port ??= await freePort();

  // On loopback only (HOST, or --hostname for `next start`).
  const [command, args, cwd, name] = dir
    ? [
        process.execPath,
        [NEXT_BIN, 'start', dir, '--hostname', '127.0.0.1', '--port', String(port)],
        dir,
        'next start',
      ]
    : checkout
      ? ['npm', ['start'], checkout, `npm start in ${checkout}`]
      : [
          process.execPath,
          // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it
          // in Chrome's DevTools, Performance panel); NODE_OPTIONS may not carry --cpu-prof.
          [
            ...(process.env.BENCH_CPU_PROF
              ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
              : []),
            join(ROOT, 'scripts', 'serve.mjs'),
          ],
          ROOT,
          'the production server (scripts/serve.mjs)',
        ];
  return startProcess({
    command,
    args,
    cwd,
    name,
    url: `http://127.0.0.1:${port}`,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
}

/**
 * Spawns a server process in its own process group (stopped with the bench, whatever ends it)
 * and waits until GET `url`/ answers with a status < 500.
 * @param {{ command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv, url: string, name: string }} opts
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startProcess({ command, args, cwd, env = process.env, url, name }) {
  installCleanup();
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stop() can take down any workers too
  });
  liveChildren.add(child);

  let output = '';
  const capture = (chunk) => {
    output += chunk.toString();
    if (output.length > MAX_LOG_CHARS) output = output.slice(-MAX_LOG_CHARS);
  };
  child.stdout.on('data', capture);
  child.stderr.on('data', capture);

  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      liveChildren.delete(child);
      resolve({ code, signal });
    });
  });
  let spawnError = null;
  child.on('error', (err) => {
    spawnError = err;
    liveChildren.delete(child);
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || spawnError) return;
    killTree(child, 'SIGTERM');
    const timer = setTimeout(() => killTree(child, 'SIGKILL'), KILL_GRACE_MS);
    await exited;
    clearTimeout(timer);
    // The group may still hold stragglers if the leader exited first.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* none left */
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitInfo = null;
  exited.then((info) => (exitInfo = info));
  for (;;) {
    if (spawnError) throw new Error(`failed to spawn ${name}: ${spawnError.message}`);
    if (exitInfo) {
      throw new Error(
        `${name} exited (${exitInfo.signal ?? `code ${exitInfo.code}`}) before it was ready. Output:\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} did not answer on ${url}/ within ${READY_TIMEOUT_MS / 1000}s. Output:\n${output}`,
      );
    }
    try {
      const res = await fetch(`${url}/`, {
        signal: AbortSignal.timeout(5_000),
        redirect: 'manual',
      });
      await res.arrayBuffer().catch(() => {});
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  /** SIGKILL to the whole group, as a crash would: nothing gets to clean up. */
  const kill = async () => {
    killTree(child, 'SIGKILL');
    await exited;
  };

  return { url, pid: child.pid, stop, kill };
}
