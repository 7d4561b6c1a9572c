// BENCH_PROXY=nginx: each measured server behind nginx configured by deploy/nginx.conf, the file
// docs/deployment.md gives, so the bench measures what visitors get in production (brotli or gzip
// from the proxy, the build's assets from its cache) rather than what the app server sends on its
// own.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provided } from '../../scripts/lib/apt.mjs';
import { freePorts } from '../../scripts/lib/free-ports.mjs';
import {
  localNginxConf,
  NGINX,
  NGINX_PACKAGES,
  nginxArgs,
  nginxVersion,
} from '../../scripts/lib/nginx.mjs';
import { startProcess } from './server.mjs';

/** Installs nginx and its brotli module with apt-get when they are missing (root on Debian). */
export function ensureNginx(log) {
  provided({
    find: nginxVersion,
    packages: NGINX_PACKAGES,
    what: 'BENCH_PROXY=nginx: nginx with its brotli module',
    log,
  });
}

/**
 * Starts nginx on a free port of 127.0.0.1 in front of `upstreamUrl`, in a folder of its own
 * (configuration, cache, temporary files and log), removed when it stops.
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startNginx(upstreamUrl) {
  const [port] = await freePorts(1);
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers run as www-data
  const upstream = new URL(upstreamUrl).host;
  writeFileSync(join(dir, 'nginx.conf'), localNginxConf({ dir, port, upstreams: [upstream] }));
  const proxy = await startProcess({
    command: NGINX,
    args: nginxArgs(dir),
    cwd: dir,
    url: `http://127.0.0.1:${port}`,
    name: `nginx (deploy/nginx.conf) in front of ${upstreamUrl}`,
  });
  return {
    ...proxy,
    stop: async () => {
      await proxy.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
