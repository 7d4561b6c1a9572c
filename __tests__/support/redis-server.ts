import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { freePort } from './free-port';

export const INSTALL_REDIS_HINT =
  'redis-server was not found on PATH; install redis-server: apt-get install redis-server';

/**
 * A throwaway redis-server child process on a free port: persistence off, or with `appendOnlyDir`
 * the append-only file there, fsynced on every write (what docs/deployment.md asks of the mail
 * queue's Redis).
 */
export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly binary: string,
    private readonly appendOnlyDir?: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts redis-server, or fails with an install hint when it is missing. Never skips. */
  static async start(
    binary = 'redis-server',
    { appendOnlyDir }: { appendOnlyDir?: string } = {},
  ): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), binary, appendOnlyDir);
    await server.launch();
    return server;
  }

  /** Starts it again on the same port after stop(). */
  async restart(): Promise<void> {
    if (this.child) throw new Error('redis-server is still running');
    await this.launch();
  }

  private launch(): Promise<void> {
    const child = spawn(
      this.binary,
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''],
        ...(this.appendOnlyDir
          ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.appendOnlyDir]
          : ['--appendonly', 'no', '--dir', tmpdir()]),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    return new Promise<void>((resolve, reject) => {
      let output = '';
      const timeout = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`redis-server did not become ready within 10 s:\n${output}`));
      }, 10_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timeout);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timeout);
        this.child = undefined;
        reject(new Error(error.code === 'ENOENT' ? INSTALL_REDIS_HINT : error.message));
      });
      child.once('exit', (code) => {
        clearTimeout(timeout);
        this.child = undefined;
        reject(new Error(`redis-server exited early (code ${code}):\n${output}`));
      });
    });
  }

  /**
   * Freezes the server with SIGSTOP: its sockets stay open and nothing answers, as with a Redis
   * that is overloaded or behind a half-dead network path.
   */
  pause(): void {
    if (this.child?.pid !== undefined) process.kill(this.child.pid, 'SIGSTOP');
  }

  /** Lets a paused server run again (SIGCONT); it answers what was sent meanwhile. */
  resume(): void {
    if (this.child?.pid !== undefined) process.kill(this.child.pid, 'SIGCONT');
  }

  /** Stops the server by its PID and waits until the process has gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    this.child = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(child.pid, 'SIGCONT'); // a paused server would not act on SIGTERM
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(child.pid, 'SIGTERM');
    const forced = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
    }, 5_000);
    await exited;
    clearTimeout(forced);
  }
}
