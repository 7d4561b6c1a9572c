import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-ports.mjs';

/** A production server of the site in a process of its own, which a test may kill. */
export type SiteProcess = {
  url: string;
  pid: number;
  /** Whether the process is still running. */
  running(): boolean;
  /** SIGTERM, then SIGKILL if it has not exited within 20 s. */
  stop(): Promise<void>;
  /** Closes this side of the pipes the server logs to, as when its supervisor dies. */
  closeOutput(): void;
  /** The exit code, once the process has exited on its own. */
  exited: Promise<number | null>;
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm start`'s server (scripts/serve.mjs on the current build) on a free port of 127.0.0.1 with
 * these settings, once GET /api/health answers.
 */
export async function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  const fail = (why: string) => {
    child.kill('SIGKILL');
    return new Error(`${why}:\n${output}`);
  };
  let answered = 0;
  for (;;) {
    if (!running()) {
      await exited;
      throw new Error(`the server exited (code ${child.exitCode}) before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) throw fail('the server did not answer within 60 s');
    const ready = await fetch(`${url}/api/health`).then(
      (response) => {
        answered += 1;
        return response.ok;
      },
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The server logs a request once its answer is sent, which may be after the answer has reached
  // us: wait for the log line of every readiness request it answered, so that no line of theirs is
  // still to be written when a test acts on the server's output (closeOutput).
  const healthLines = () =>
    output
      .split('\n')
      .filter((line) => line.includes('http.request') && line.includes('/api/health')).length;
  const level = (env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'info').toLowerCase();
  const logsRequests = level !== 'warn' && level !== 'error';
  while (logsRequests && healthLines() < answered) {
    if (Date.now() > deadline) throw fail('the readiness requests were never logged');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  return {
    url,
    pid: child.pid!,
    running,
    exited,
    closeOutput() {
      child.stdout.destroy();
      child.stderr.destroy();
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
