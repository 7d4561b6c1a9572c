#!/usr/bin/env node
// npm run test:e2e: builds the production site, serves it with scripts/serve.mjs (as `npm start`)
// on a free port on 127.0.0.1, runs the Playwright suite in the system Chromium against it, then
// stops the server. The run fails when the server logged a fault (an uncaught exception, an
// unexpected error) while the tests ran, whatever the tests themselves said.
// Arguments are passed to `playwright test` (e.g. `npm run test:e2e -- e2e/navbar.spec.ts`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { serverFaults } from './lib/server-faults.mjs';
import { ensureBuild, freePort, ROOT, startServer } from './lib/server.mjs';

const chromiumPath = await ensureChromium();
await ensureBuild({ force: process.env.E2E_SKIP_BUILD !== '1' });

const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
const serverLog = join(dataDir, 'server.log');
const port = await freePort();
// Mail goes to the .eml outbox in a fresh folder the tests read back; the rate limits are raised
// because every test comes from 127.0.0.1 (the limits themselves are covered by jest).
const server = await startServer({
  port,
  logFile: serverLog,
  env: {
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: '10000/60',
    APPLY_RATE_LIMIT: '10000/60',
    NOTIFY_RATE_LIMIT: '10000/60',
  },
});

let status = 1;
try {
  status = await new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: server.url,
        CHROMIUM_PATH: chromiumPath,
        E2E_DATA_DIR: dataDir,
        E2E_SERVER_LOG: serverLog,
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await server.stop();
  const faults = serverFaults(readFileSync(serverLog, 'utf8'));
  if (faults.length > 0) {
    process.stderr.write(
      `\nThe server logged ${faults.length} fault(s) during the end-to-end tests:\n${faults.join('\n')}\n`,
    );
    status ||= 1;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
