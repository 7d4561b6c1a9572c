import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
