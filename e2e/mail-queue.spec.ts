import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { RedisServer } from '../scripts/lib/redis-server.mjs';
import { SmtpSink } from '../scripts/lib/smtp-sink.mjs';
import { startSiteProcess, type SiteProcess } from './support/site-process';

// The mail queue across real processes of the production server (`npm start`'s scripts/serve.mjs
// on the current build): killed with SIGKILL mid-delivery and started again, stopped with
// SIGTERM mid-request, and two instances sharing one Redis. Node-side only, no browser.

type Site = SiteProcess;

// Each worker has its own SMTP sink (beforeAll), so the tests may run side by side.
test.describe.configure({ timeout: 180_000 });

const sink = new SmtpSink();
const roots: string[] = [];
const sites: Site[] = [];

test.beforeAll(async () => {
  await sink.start();
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await sink.stop();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'mail-queue-e2e-'));
  roots.push(root);
  return root;
}

async function startSite(directory: string, env: Record<string, string> = {}): Promise<Site> {
  const site = await startSiteProcess({
    DATA_DIR: directory,
    SMTP_URL: sink.url,
    REDIS_URL: '',
    SEND_ACKNOWLEDGEMENTS: 'false',
    // One client sends every enquiry here, as one visitor: the queue is under test, not the limits.
    CONTACT_RATE_LIMIT: '100000/60',
    CONTACT_NETWORK_RATE_LIMIT: '100000/60',
    CONTACT_ADDRESS_RATE_LIMIT: '100000/60',
    TRUST_PROXY_HOPS: '0',
    // What instances sharing one Redis must share (lib/env.ts).
    FORM_TOKEN_SECRET: 'mail-queue-e2e-form-token-secret-0123456789',
    APPLICANT_HASH_KEY: 'mail-queue-e2e-applicant-hash-key-012345678',
    ...env,
  });
  sites.push(site);
  return site;
}

/** SIGKILL: no shutdown hook, no cleanup. */
async function kill(site: Site): Promise<void> {
  process.kill(site.pid, 'SIGKILL');
  await expect.poll(() => site.running()).toBe(false);
}

async function enquire(site: Site, label: string): Promise<string> {
  const response = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Asha Patel',
      email: 'asha@example.com',
      subject: `Queue test ${label}`,
      message: 'We would like a quote for a new website, please.',
    }),
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  return reference;
}

/** How many times each reference reached the SMTP server, and under which Message-IDs. */
function deliveries(references: string[]) {
  return references.map((reference) => {
    const received = sink.messages.filter(
      (message) => message.parsed.headers.get('x-submission-reference') === reference,
    );
    return {
      reference,
      count: received.length,
      ids: new Set(received.map((m) => m.parsed.messageId)),
    };
  });
}

async function everyDelivered(references: string[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  await expect
    .poll(() => deliveries(references).filter((d) => d.count === 0).length, {
      timeout: timeoutMs,
      intervals: [250],
    })
    .toBe(0);
  return Date.now() - started;
}

const sendingClaims = async (directory: string) =>
  (await readdir(join(directory, 'queue')).catch(() => [])).filter((name) =>
    name.endsWith('.sending'),
  );

test('a server killed with SIGKILL mid-delivery delivers every accepted message, once, within a minute of its restart', async () => {
  sink.clear();
  const directory = await dataDir();
  const first = await startSite(directory);
  sink.fault = 'black-hole'; // accepts connections and never greets: the sender hangs mid-send

  const references: string[] = [];
  for (let index = 0; index < 20; index += 1)
    references.push(await enquire(first, `kill ${index}`));
  await expect.poll(() => sendingClaims(directory)).not.toEqual([]);
  await kill(first);
  sink.fault = null;

  const second = await startSite(directory);
  const tookMs = await everyDelivered(references, 60_000);
  console.log(`SIGKILL mid-pass: 20 of 20 delivered ${tookMs} ms after the restart was ready`);
  for (const delivery of deliveries(references)) expect(delivery.count).toBe(1);
  await expect
    .poll(async () => (await fetch(`${second.url}/api/health`)).json())
    .toMatchObject({
      status: 'ok',
      mail: { queued: 0, failing: 0 },
    });
  await second.stop();
});

test('SIGTERM: the request in flight is answered 201, no new connection is accepted, and nothing accepted is lost', async () => {
  sink.clear();
  const directory = await dataDir();
  const site = await startSite(directory);
  sink.fault = 'black-hole';
  const before = await enquire(site, 'before SIGTERM');

  // A request whose body is still arriving when the signal comes.
  const body = JSON.stringify({
    name: 'Ravi Shah',
    email: 'ravi@example.com',
    subject: 'Queue test during SIGTERM',
    message: 'Sent while the server is being stopped; it must still be answered.',
  });
  const url = new URL('/api/contact', site.url);
  const inFlight = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = once(inFlight, 'response');
  inFlight.write(body.slice(0, 20));
  await new Promise((resolve) => setTimeout(resolve, 300));

  process.kill(site.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(fetch(`${site.url}/api/health`)).rejects.toThrow();

  inFlight.end(body.slice(20));
  const [response] = (await answered) as [import('node:http').IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  expect(response.statusCode).toBe(201);
  const { reference: during } = JSON.parse(Buffer.concat(chunks).toString()) as {
    reference: string;
  };

  await expect.poll(() => site.running(), { timeout: 20_000 }).toBe(false);
  expect(deliveries([before, during]).every((d) => d.count === 0)).toBe(true);
  expect(await sendingClaims(directory)).toEqual([]);

  sink.fault = null;
  await startSite(directory);
  await everyDelivered([before, during], 60_000);
  for (const delivery of deliveries([before, during])) expect(delivery.count).toBe(1);
});

test('two instances on one Redis deliver every message once, and one killed after accepting loses nothing', async () => {
  sink.clear();
  const redis = await RedisServer.start('redis-server', { appendOnlyDir: await dataDir() });
  try {
    const a = await startSite(await dataDir(), { REDIS_URL: redis.url });
    const b = await startSite(await dataDir(), { REDIS_URL: redis.url });

    const shared: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      shared.push(await enquire(index % 2 ? a : b, `shared ${index}`));
    }
    await everyDelivered(shared, 60_000);

    sink.fault = 'black-hole';
    const orphaned: string[] = [];
    for (let index = 0; index < 10; index += 1)
      orphaned.push(await enquire(a, `orphaned ${index}`));
    await kill(a);
    sink.fault = null;
    const tookMs = await everyDelivered(orphaned, 90_000);
    console.log(
      `Redis: instance killed after accepting; the other delivered all 10 in ${tookMs} ms`,
    );

    for (const delivery of deliveries([...shared, ...orphaned])) {
      expect(delivery.count).toBe(1);
      expect(delivery.ids.size).toBe(1);
    }
    await expect
      .poll(async () => (await fetch(`${b.url}/api/health`)).json(), { timeout: 30_000 })
      .toMatchObject({ mail: { queued: 0, failing: 0 } });
    await b.stop();
  } finally {
    await redis.stop();
  }
});
