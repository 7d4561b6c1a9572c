// nginx configured by deploy/nginx.conf, the file docs/deployment.md gives, made local for a test
// or a benchmark: a port of 127.0.0.1 instead of TLS on 443, the upstream servers given, and a
// folder of its own for the configuration, cache, temporary files and logs. Shared by the
// `instances` e2e project (e2e/support/instances-nginx.mjs), the bench's BENCH_PROXY=nginx
// (bench/lib/nginx.mjs) and scripts/ensure-nginx.mjs, which installs what it names.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where Debian's packages put them.
export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter'];

/** nginx's path and version, or null when nginx or its brotli module is missing. */
export function nginxVersion() {
  if (!existsSync(BROTLI_MODULE)) return null;
  // nginx prints its version on stderr.
  const result = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? `${NGINX} ${result.stderr.trim()}` : null;
}

const SITE_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/**
 * deploy/nginx.conf's server block with its listen address, upstream servers and cache folder
 * made local; `servedBy` adds a response header naming the upstream that answered.
 */
function siteConf({ dir, port, upstreams, servedBy }) {
  let conf = readFileSync(SITE_CONF, 'utf8');
  const replace = (pattern, replacement) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    conf = conf.replace(pattern, replacement);
  };
  replace(
    /( *server 127\.0\.0\.1:\d+;.*\n)+/,
    upstreams.map((host) => `    server ${host};\n`).join(''),
  );
  replace(
    /listen 443 ssl http2;\n/,
    `listen 127.0.0.1:${port};\n${servedBy ? '    add_header X-Served-By $upstream_addr always;\n' : ''}`,
  );
  replace(/proxy_cache_path \S+/, `proxy_cache_path ${join(dir, 'cache')}`);
  return conf;
}

/**
 * A whole nginx.conf for `nginx -p <dir> -c <dir>/nginx.conf`, in the foreground with one worker
 * (round robin then alternates strictly between the upstreams), the brotli module loaded.
 * @param {{ dir: string, port: number | string, upstreams: string[], servedBy?: boolean, accessLog?: boolean }} options
 *   `upstreams` as host:port.
 */
export function localNginxConf({ dir, port, upstreams, servedBy = false, accessLog = false }) {
  const path = (name) => join(dir, name);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path('nginx.pid')};`,
    `error_log ${path('error.log')} warn;`,
    `load_module ${BROTLI_MODULE};`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${accessLog ? path('access.log') : 'off'};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path(kind)};`,
    ),
    siteConf({ dir, port, upstreams, servedBy }),
    '}',
    '',
  ].join('\n');
}

/** The arguments that run nginx on the configuration localNginxConf wrote into `dir`. */
export const nginxArgs = (dir) => [
  '-p',
  dir,
  '-c',
  join(dir, 'nginx.conf'),
  '-e',
  join(dir, 'error.log'),
];
