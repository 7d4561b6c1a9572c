#!/usr/bin/env node
// The site's server: `npm start` (the production build) and `npm run dev` (`--dev`, hot reload).
// Next's documented custom-server API (`next()`, `getRequestHandler()`) behind Node's HTTP server,
// for one rule Next has no setting for, so that dev and production share it:
//
// A client must never choose its own rate-limit identity (lib/rate-limit.ts `clientIp` reads
// X-Forwarded-For). Next keeps an X-Forwarded-For the client sent and sets it from the socket only
// when there is none (`??=` in next/dist/server/base-server.js), and route handlers cannot see the
// socket. So unless TRUST_PROXY_HOPS says proxies are in front, the forwarding headers a client
// sent are dropped here, and Next fills X-Forwarded-For with the connection's address.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';

const dev = process.argv.includes('--dev');
const hostname = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? 3000);

const dir = fileURLToPath(new URL('..', import.meta.url));
const server = createServer();
// Uploads may be slow: a request may take up to two minutes, its headers 30 seconds.
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;

// httpServer: in dev, Next attaches its hot-reload WebSocket to it.
const app = next({ dev, dir, hostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// Read after prepare(), which loads .env.
const trustProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0) > 0;

server.on('request', (request, response) => {
  if (!trustProxy) {
    delete request.headers['x-forwarded-for'];
    delete request.headers['x-real-ip'];
    delete request.headers['forwarded'];
  }
  handle(request, response);
});
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  console.log(`Ready on http://${shown}:${port}${dev ? ' (development)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
