// A throwaway redis-server child process on a free port of 127.0.0.1, for jest's __tests__,
// Playwright's e2e/ and the bench: persistence off, or with `appendOnlyDir` the append-only file
// there, fsynced on every write (what docs/deployment.md asks of the mail queue's Redis).
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { freePort } from './free-ports.mjs';

/** The Debian packages that provide redis-server. */
export const REDIS_PACKAGES = ['redis-server'];

/** redis-server's version line, or null when there is none on PATH. */
export function redisVersion() {
  const result = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export const INSTALL_REDIS_HINT =
  'redis-server was not found on PATH; install redis-server: apt-get install redis-server';

const READY_TIMEOUT_MS = 10_000;
const KILL_GRACE_MS = 5_000;

export class RedisServer {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  #child;
  #binary;
  #appendOnlyDir;

  /**
   * @param {number} port
   * @param {string} binary
   * @param {string} [appendOnlyDir]
   */
  constructor(port, binary, appendOnlyDir) {
    this.port = port;
    this.#binary = binary;
    this.#appendOnlyDir = appendOnlyDir;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.#child?.pid;
  }

  /**
   * Starts redis-server, or fails with an install hint when it is missing. Never skips.
   * @param {string} [binary]
   * @param {{ appendOnlyDir?: string }} [options]
   */
  static async start(binary = 'redis-server', { appendOnlyDir } = {}) {
    const server = new RedisServer(await freePort(), binary, appendOnlyDir);
    await server.#launch();
    return server;
  }

  /** Starts it again on the same port after stop(). */
  async restart() {
    if (this.#child) throw new Error('redis-server is still running');
    await this.#launch();
  }

  #launch() {
    const child = spawn(
      this.#binary,
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''],
        ...['--maxmemory-policy', 'noeviction'],
        ...(this.#appendOnlyDir
          ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.#appendOnlyDir]
          : ['--appendonly', 'no', '--dir', tmpdir()]),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.#child = child;
    return new Promise((resolve, reject) => {
      let output = '';
      const timeout = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`redis-server did not become ready within 10 s:\n${output}`));
      }, READY_TIMEOUT_MS);
      const onData = (chunk) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timeout);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timeout);
        this.#child = undefined;
        reject(new Error(error.code === 'ENOENT' ? INSTALL_REDIS_HINT : error.message));
      });
      child.once('exit', (code) => {
        clearTimeout(timeout);
        this.#child = undefined;
        reject(new Error(`redis-server exited early (code ${code}):\n${output}`));
      });
    });
  }

  /**
   * Freezes the server with SIGSTOP: its sockets stay open and nothing answers, as with a Redis
   * that is overloaded or behind a half-dead network path.
   */
  pause() {
    if (this.#child?.pid !== undefined) process.kill(this.#child.pid, 'SIGSTOP');
  }

  /** Lets a paused server run again (SIGCONT); it answers what was sent meanwhile. */
  resume() {
    if (this.#child?.pid !== undefined) process.kill(this.#child.pid, 'SIGCONT');
  }

  /** Stops the server by its PID and waits until the process has gone. */
  async stop() {
    const child = this.#child;
    if (!child || child.pid === undefined) return;
    this.#child = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(child.pid, 'SIGCONT'); // a paused server would not act on SIGTERM
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    process.kill(child.pid, 'SIGTERM');
    const forced = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
    }, KILL_GRACE_MS);
    await exited;
    clearTimeout(forced);
  }
}
