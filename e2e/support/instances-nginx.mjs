#!/usr/bin/env node
// nginx for the `instances` project: deploy/nginx.conf made local (scripts/lib/nginx.mjs), with
// one line added: a response header naming the instance that answered, so that the tests can see
// both at work. Writes the configuration, then runs nginx in the foreground until it is stopped:
//   node e2e/support/instances-nginx.mjs <dir> <port> <upstream port>...
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localNginxConf, NGINX, nginxArgs } from '../../scripts/lib/nginx.mjs';

const [dir, port, ...upstreams] = process.argv.slice(2);
if (!dir || !port || upstreams.length === 0)
  throw new Error('usage: instances-nginx.mjs <dir> <port> <upstream port>...');

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
chmodSync(dir, 0o755); // nginx's workers run as www-data
writeFileSync(
  join(dir, 'nginx.conf'),
  localNginxConf({
    dir,
    port,
    upstreams: upstreams.map((upstream) => `127.0.0.1:${upstream}`),
    servedBy: true,
    accessLog: true,
  }),
);

const nginx = spawn(NGINX, nginxArgs(dir), { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
