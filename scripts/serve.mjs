#!/usr/bin/env node
// The site's server: `npm start` (the production build) and `npm run dev` (`--dev`, hot reload).
// Next's documented custom-server API (`next()`, `getRequestHandler()`) behind Node's HTTP server,
// for two things Next has no setting for, so that dev and production share them:
//
// Brotli. Next compresses with gzip only (`compress`, off in next.config.ts, so the two never
// compress one body twice); its documentation sends brotli to a custom server or a proxy. Here it
// is Express's `compression`, the middleware Next itself bundles (an older, gzip-only copy), with
// gzip for clients without brotli. A page carries its inlined stylesheet twice (the <style> and
// the RSC payload's copy, 56 kB apart): gzip's 32 kB window cannot see the first copy from the
// second, brotli's window of megabytes can, and the page is a third smaller (/terms 37.9 -> 23.9
// kB). Behind deploy/nginx.conf the proxy compresses and asks for plain bodies: this does nothing.
//
// A client must never choose its own rate-limit identity (lib/rate-limit.ts `clientIp` reads
// X-Forwarded-For). Next keeps an X-Forwarded-For the client sent and sets it from the socket only
// when there is none (`??=` in next/dist/server/base-server.js), and route handlers cannot see the
// socket. So unless TRUST_PROXY_HOPS says proxies are in front, the forwarding headers a client
// sent are dropped here, and Next fills X-Forwarded-For with the connection's address.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import next from 'next';

const dev = process.argv.includes('--dev');
const hostname = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? 3000);

const dir = fileURLToPath(new URL('..', import.meta.url));

// The content database first: migrated (and seeded, when new) before the first request.
const migrated = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('cms-ready.mjs', import.meta.url))],
  {
    stdio: 'inherit',
  },
);
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

/** A line of the server's own, in the JSON shape of the app's log (lib/log.ts). */
const say = (event, fields = {}, level = 'info') =>
  (level === 'error' ? console.error : console.info)(
    JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }),
  );

const server = createServer();
// Uploads may be slow: a request may take up to two minutes, its headers 30 seconds.
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;
// An idle keep-alive connection is closed by the proxy in front (nginx keeps its upstream
// connections 60 s, keepalive_timeout; load balancers commonly 60 s too), never by us first: with
// Node's default of 5 s, a request the proxy sends on a connection at the moment we close it is
// reset, nginx marks this instance down for 10 s, and a form post on it gets a 502 (nginx retries
// only requests that are safe to repeat). Seen in e2e/instances.spec.ts.
server.keepAliveTimeout = 65_000;

// Requests in flight on each open connection, so that stopping closes every connection that has
// none. Node's closeIdleConnections leaves one that has sent no request: in dev, after a test run,
// one such connection kept server.close from finishing until the 15 s grace below ran out.
const requestsInFlight = new Map();
server.on('connection', (socket) => {
  requestsInFlight.set(socket, 0);
  socket.once('close', () => requestsInFlight.delete(socket));
});

// The name Next builds its own URLs with. Next writes a loopback address (127.0.0.1, [::1]) as
// 'localhost' in the URL proxy.ts sees, but not in the one it compares a rewrite's target with:
// every rewrite of proxy.ts (a form's answer page, the hidden metrics endpoint) then looked like
// one to another server, and Next sent it over HTTP to http(s)://localhost:PORT. A second pass
// through proxy.ts and the page at best; behind a proxy that ends TLS (X-Forwarded-Proto: https,
// deploy/nginx.conf) a TLS handshake with this plain HTTP server, and a 500 (vercel/next.js#94745).
// Given 'localhost', both URLs agree; the server still listens on HOST alone (server.listen).
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;
const nextHostname = LOOPBACK.test(hostname) ? 'localhost' : hostname;

// The app could not start (instrumentation.ts calls this; Next has logged why, e.g. 'Invalid
// settings in the environment'). Next would serve anyway, every answer a 500, health checks
// included, and the prepare() below does not wait for it: exit, so that the supervisor says so and
// a deploy with a broken setting fails at once.
globalThis.__siteStartFailed = (error) => {
  const message = error instanceof Error ? error.message : String(error);
  say('server.start_failed', { error: message }, 'error');
  process.exit(1);
};

// httpServer: in dev, Next attaches its hot-reload WebSocket to it.
const app = next({ dev, dir, hostname: nextHostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// Read after prepare(), which loads .env.
const trustProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0) > 0;

// Every request gets an id (lib/observability/request-id.ts): on the request, for the route and
// its log lines, and on the answer. A proxy's own id is kept only when proxies are trusted and it
// is well-formed, else a client could write anything into the log. Once the answer is sent, the
// app counts the request and writes its log line (lib/observability/requests.ts).
const WELL_FORMED_ID = /^[A-Za-z0-9_-]{8,64}$/;

// A path with a broken escape (`/news/%ZZ`) is no address of the site, but Next answers it with a
// 500 wherever a route has a parameter (it cannot decode it): such a request is sent to a path no
// route serves, and gets the 404 page of any unknown address.
const NO_ROUTE = '/api/__no-such-route';
function decodable(url) {
  try {
    decodeURIComponent(url.split('?', 1)[0]);
    return true;
  } catch {
    return false;
  }
}

// Brotli's quality per kind of body, measured on this site's build: a page at 5 is 8 to 13 %
// smaller than at 4 (/terms 23.9 kB against 26.2, and 37.9 in gzip, of which the stylesheet's
// second copy is 11.4), and takes less time than gzip did (/terms 2.3 ms against 2.7; 1.6 at 4);
// the framework's scripts at 4 are as small as in gzip in about half gzip's time, at 5 6 % smaller
// for twice the time, on every request.
const compressRendered = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
});
const compressAsset = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });

server.on('request', (request, response) => {
  const started = process.hrtime.bigint();
  if (!trustProxy) {
    delete request.headers['x-forwarded-for'];
    delete request.headers['x-real-ip'];
    delete request.headers['forwarded'];
  }
  const incoming = request.headers['x-request-id'];
  const requestId =
    trustProxy && typeof incoming === 'string' && WELL_FORMED_ID.test(incoming)
      ? incoming
      : randomBytes(16).toString('base64url');
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const { method = 'GET', url = '/' } = request;
  const { socket } = request;
  requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1);
  response.once('close', () => {
    if (requestsInFlight.has(socket))
      requestsInFlight.set(socket, requestsInFlight.get(socket) - 1);
    globalThis.__siteRequestEnded?.({
      url,
      method,
      status: response.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      requestId,
    });
  });
  if (!decodable(url)) request.url = NO_ROUTE;
  const compress = url.startsWith('/_next/static/') ? compressAsset : compressRendered;
  compress(request, response, () => handle(request, response));
});
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  say('server.ready', { url: `http://${shown}:${port}`, mode: dev ? 'development' : 'production' });
});

// On SIGTERM (or Ctrl-C): stop accepting connections, answer the requests in flight, then run the
// app's shutdown hooks (lib/shutdown.ts: the mail sender finishes its deliveries in flight; what
// still waits stays queued for the next start). Each stage has a deadline, within the 30 seconds
// that process managers commonly allow before SIGKILL.
const REQUESTS_GRACE_MS = 15_000;
const HOOKS_GRACE_MS = 10_000;
const deadline = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
let stopping = false;
async function shutDown(signal) {
  if (stopping) return;
  stopping = true;
  say('server.stopping', { signal });
  const closed = new Promise((resolve) => server.close(resolve));
  // Keep-alive connections close as soon as their request is answered.
  const closeIdle = () => {
    for (const [socket, requests] of requestsInFlight) if (requests === 0) socket.destroy();
  };
  closeIdle();
  const idle = setInterval(closeIdle, 100);
  await Promise.race([closed, deadline(REQUESTS_GRACE_MS)]);
  clearInterval(idle);
  await Promise.race([globalThis.__shutDown?.(), deadline(HOOKS_GRACE_MS)]);
  say('server.stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDown(signal));

// A log whose reader is gone (the pipe to the supervisor or the test runner that started us is
// closed) is the SIGPIPE a C server would die of. Node ignores SIGPIPE, so the write's EPIPE comes
// back as an 'error' event; left unheard it is an uncaught exception, which Next's handler logs to
// the same dead pipe, which throws again: the server would spin for ever, deaf to SIGTERM (seen
// with an orphaned test server). Heard here, it stops the server as a signal would.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') void shutDown('EPIPE');
    else throw error;
  });
}
