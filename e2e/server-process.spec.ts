import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { startSiteProcess, type SiteProcess } from './support/site-process';

// `npm start`'s server (scripts/serve.mjs) as a process among others: what it does when what it
// depends on from outside goes away. Node-side only, no browser.

let root = '';
let site: SiteProcess | undefined;

test.afterEach(async () => {
  await site?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

test('a server whose log reader is gone stops as on SIGTERM instead of spinning', async () => {
  test.setTimeout(120_000);
  root = await mkdtemp(join(tmpdir(), 'server-process-e2e-'));
  site = await startSiteProcess({ DATA_DIR: root, REDIS_URL: '', TRUST_PROXY_HOPS: '0' });

  // The test runner or supervisor that started it dies: the pipes of its log have no reader.
  site.closeOutput();
  // Every answer writes a log line (lib/observability/requests.ts), into the dead pipe.
  expect((await fetch(`${site.url}/api/health`)).ok).toBe(true);

  // Left unheard, the write's EPIPE became an uncaught exception that Next logs into the same
  // pipe, for ever, and SIGTERM was never handled. Now the server shuts down in order.
  const code = await Promise.race([
    site.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), 40_000)),
  ]);
  expect(code).toBe(0);
});

test('a server with a setting it refuses exits at once, saying which, instead of answering 500', async () => {
  test.setTimeout(120_000);
  root = await mkdtemp(join(tmpdir(), 'server-process-e2e-'));
  // Several instances (REDIS_URL) without the secrets they must share: lib/env.ts refuses them.
  // Next logs the failed start and would serve anyway, every answer (health included) a 500.
  const started = startSiteProcess({
    DATA_DIR: root,
    REDIS_URL: 'redis://127.0.0.1:1',
    FORM_TOKEN_SECRET: '',
    APPLICANT_HASH_KEY: '',
    TRUST_PROXY_HOPS: '0',
  });
  const error = await started.then(
    () => new Error('the server started'),
    (refused: Error) => refused,
  );
  expect(error.message).toMatch(/^the server exited \(code 1\) before it was ready/);
  expect(error.message).toContain('"event":"server.start_failed"');
  expect(error.message).toContain('FORM_TOKEN_SECRET: required with REDIS_URL');
  expect(error.message).not.toContain('server.ready');
});

test('a connection that has sent no request does not hold the server up when it stops', async () => {
  test.setTimeout(120_000);
  root = await mkdtemp(join(tmpdir(), 'server-process-e2e-'));
  site = await startSiteProcess({ DATA_DIR: root, REDIS_URL: '', TRUST_PROXY_HOPS: '0' });

  // Open, then silent (a browser's preconnect, a health check that gave up, a port scan). Node's
  // closeIdleConnections leaves such a connection open, and server.close waited for it for the
  // whole grace of 15 s.
  const { port } = new URL(site.url);
  const silent = connect(Number(port), '127.0.0.1');
  await once(silent, 'connect');
  const silentClosed = once(silent, 'close');
  try {
    const stopping = Date.now();
    process.kill(site.pid, 'SIGTERM');
    const code = await Promise.race([
      site.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    expect(code).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
    await silentClosed;
  } finally {
    silent.destroy();
  }
});

/** GET `url` with `agent`; whether the request went on a connection the agent already had. */
function reusedConnection(url: string, agent: Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.reusedSocket));
    });
    request.on('error', reject);
  });
}

test('an idle connection stays open longer than the proxy in front keeps it', async () => {
  test.setTimeout(60_000);
  root = await mkdtemp(join(tmpdir(), 'server-process-e2e-'));
  site = await startSiteProcess({ DATA_DIR: root, REDIS_URL: '', TRUST_PROXY_HOPS: '0' });

  // nginx closes its idle connections to an instance after keepalive_timeout (deploy/nginx.conf).
  // Were the app to close first, a request nginx sends just then would be reset: a 502 for a post.
  const conf = await readFile(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
  const proxySeconds = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(conf)?.[1]);
  expect(proxySeconds).toBeGreaterThan(0);
  const response = await new Promise<string | undefined>((resolve, reject) =>
    get(`${site!.url}/api/health`, (answer) => {
      answer.resume();
      resolve(String(answer.headers['keep-alive'] ?? ''));
    }).on('error', reject),
  );
  const appSeconds = Number(/timeout=(\d+)/.exec(response ?? '')?.[1]);
  expect(appSeconds).toBeGreaterThan(proxySeconds);

  // And the app does keep it: still open after Node's default idle time (5 s) has passed.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await reusedConnection(`${site.url}/api/health`, agent)).toBe(false);
    await sleep(6_000);
    expect(await reusedConnection(`${site.url}/api/health`, agent)).toBe(true);
  } finally {
    agent.destroy();
  }
});

test('behind a proxy that ends TLS, the pages proxy.ts rewrites are served, not fetched again', async ({
  request,
}) => {
  // As nginx sends them (deploy/nginx.conf): X-Forwarded-Proto https, to a server on 127.0.0.1.
  // Next took such a rewrite for one to another server and fetched https://localhost:PORT: 500.
  const behindTls = { headers: { 'X-Forwarded-Proto': 'https' } };
  const answerPage = await request.get(`/contact?answer=${'a'.repeat(32)}`, behindTls);
  expect(answerPage.status()).toBe(200);
  expect(await answerPage.text()).toContain('Full Name');
  // One pass through proxy.ts: one form token, not one per pass.
  const tokens = answerPage
    .headersArray()
    .filter(
      ({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith('form_token='),
    );
  expect(tokens).toHaveLength(1);

  const metricsWithoutToken = await request.get('/api/metrics', behindTls);
  expect(metricsWithoutToken.status()).toBe(404);
});
