// A throwaway redis-server for `npm run bench:api` phase E: on 127.0.0.1 and a free port, with the
// append-only file docs/deployment.md asks of the mail queue's Redis (appendfsync always) in `dir`.
import { spawn, spawnSync } from 'node:child_process';
import { aptInstall, aptUnavailable } from '../../scripts/lib/apt.mjs';
import { freePort } from './server.mjs';

const READY_TIMEOUT_MS = 10_000;

const installed = () => spawnSync('redis-server', ['--version']).status === 0;

/** redis-server on PATH, installed with apt-get when missing and the machine allows it. */
function ensureRedis(log) {
  if (installed()) return;
  const why = aptUnavailable();
  if (why) throw new Error(`redis-server is not installed. ${why}`);
  log('installing redis-server with apt-get');
  if (!aptInstall(['redis-server'], log) || !installed()) {
    throw new Error('redis-server could not be installed');
  }
}

/**
 * @param {{ dir: string, log: (message: string) => void }} opts
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRedis({ dir, log }) {
  ensureRedis(log);
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
      ...['--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not become ready:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
