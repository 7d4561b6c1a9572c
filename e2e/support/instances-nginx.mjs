#!/usr/bin/env node
// nginx for the `instances` project: deploy/nginx.conf as it is, with what a test run needs
// changed (a local port instead of TLS on 443, the two instances' ports, folders of its own, the
// brotli module loaded) and one line added: a response header naming the instance that answered,
// so that the tests can see both at work. Writes the configuration, then runs nginx in the
// foreground until it is stopped:
//   node e2e/support/instances-nginx.mjs <dir> <port> <upstream port>...
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where Debian's packages put them (scripts/ensure-nginx.mjs installs them).
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

const [dir, port, ...upstreams] = process.argv.slice(2);
if (!dir || !port || upstreams.length === 0)
  throw new Error('usage: instances-nginx.mjs <dir> <port> <upstream port>...');

const SITE_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
let site = readFileSync(SITE_CONF, 'utf8');
const replace = (pattern, replacement) => {
  if (!pattern.test(site)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
  site = site.replace(pattern, replacement);
};
replace(
  /( *server 127\.0\.0\.1:\d+;.*\n)+/,
  upstreams.map((p) => `    server 127.0.0.1:${p};\n`).join(''),
);
replace(
  /listen 443 ssl http2;\n/,
  `listen 127.0.0.1:${port};\n    add_header X-Served-By $upstream_addr always;\n`,
);
replace(/proxy_cache_path \S+/, `proxy_cache_path ${join(dir, 'cache')}`);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
chmodSync(dir, 0o755); // nginx's workers run as www-data
const path = (name) => join(dir, name);
writeFileSync(
  path('nginx.conf'),
  [
    'daemon off;',
    // One worker: round robin alternates strictly between the instances.
    'worker_processes 1;',
    `pid ${path('nginx.pid')};`,
    `error_log ${path('error.log')} warn;`,
    `load_module ${BROTLI_MODULE};`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${path('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path(kind)};`,
    ),
    site,
    '}',
    '',
  ].join('\n'),
);

const nginx = spawn(NGINX, ['-p', dir, '-c', path('nginx.conf'), '-e', path('error.log')], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
