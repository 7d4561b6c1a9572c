// BENCH_PROXY=nginx: each measured server behind nginx configured by deploy/nginx.conf, the file
// docs/deployment.md gives, so the bench measures what visitors get in production (brotli or gzip
// from the proxy, the build's assets from its cache) rather than what the app server sends on its
// own.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../scripts/free-ports.mjs';
import { aptInstall, aptUnavailable } from '../../scripts/lib/apt.mjs';
import { ROOT, startProcess } from './server.mjs';

const SITE_CONF = join(ROOT, 'deploy', 'nginx.conf');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

const NGINX = '/usr/sbin/nginx';

/** Installs nginx and its brotli module with apt-get when they are missing (root on Debian). */
export function ensureNginx(log) {
  const installed = () => existsSync(NGINX) && existsSync(BROTLI_MODULE);
  if (installed()) return;
  const unavailable = aptUnavailable();
  if (unavailable)
    throw new Error(`BENCH_PROXY=nginx needs nginx and its brotli module. ${unavailable}`);
  log('installing nginx and its brotli module with apt-get...');
  aptInstall(['nginx', 'libnginx-mod-http-brotli-filter'], log);
  if (!installed()) throw new Error('apt-get could not install nginx and its brotli module');
}

/** deploy/nginx.conf with its listen address, upstream and cache folder made local. */
function siteConf({ port, upstream, dir }) {
  let conf = readFileSync(SITE_CONF, 'utf8');
  const replace = (pattern, replacement) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    conf = conf.replace(pattern, replacement);
  };
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  // The one server measured, in place of the instances' lines.
  replace(/( *server 127\.0\.0\.1:\d+;\n)+/, `    server ${upstream.host};\n`);
  replace(/proxy_cache_path \S+/, `proxy_cache_path ${join(dir, 'cache')}`);
  return conf;
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
  const temp = (name) => join(dir, name);
  writeFileSync(
    temp('nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      `load_module ${BROTLI_MODULE};`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp(kind)};`,
      ),
      siteConf({ port, upstream: new URL(upstreamUrl), dir }),
      '}',
      '',
    ].join('\n'),
  );
  const proxy = await startProcess({
    command: NGINX,
    args: ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')],
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
