#!/usr/bin/env node
// The production server (`npm start`): Next's request handler behind a plain Node HTTP server,
// so two things are decided before Next sees a request:
// - X-Forwarded-For from a client is dropped unless TRUST_PROXY_HOPS says proxies are in front;
//   Next then sets it to the connection's address, which the rate limiter can rely on.
// - /api/* paths answer with and without a trailing slash, without a redirect.
// - Every response carries the headers of next.config.ts (the security headers), including the
//   308s of its redirects, which Next sends without them.
// And the build's static assets are answered from memory, compressed at build time
// (lib/static-assets.mjs); Next gets every other request.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { headerRules, headersFor } from './lib/header-rules.mjs';
import { createStaticAssets } from './lib/static-assets.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0) > 0;

const dir = fileURLToPath(new URL('..', import.meta.url));
const app = next({ dev: false, hostname, port, dir });
const handle = app.getRequestHandler();
await app.prepare();
const staticAssets = createStaticAssets(join(dir, '.next'));
const rules = headerRules(join(dir, '.next'));

const server = createServer((request, response) => {
  if (!trustProxy) {
    delete request.headers['x-forwarded-for'];
    delete request.headers['x-real-ip'];
    delete request.headers['forwarded'];
  }
  if (staticAssets.serve(request, response)) return;
  const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
  for (const [key, value] of headersFor(rules, pathname)) response.setHeader(key, value);
  if (request.url?.startsWith('/api/')) {
    request.url = request.url.replace(/^([^?]+?)\/+(\?|$)/, '$1$2');
  }
  handle(request, response);
});
// Uploads may be slow; a request may take up to two minutes, an idle socket much less.
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
