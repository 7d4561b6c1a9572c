import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import {
  CMS_ADMIN,
  E2E_METRICS_TOKEN,
  e2eServers,
  INSTANCE_SECRETS,
  LOW_CONTACT_LIMIT,
  type E2eServer,
  type RateLimitedOption,
} from './e2e/support/servers';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs';

// `npm run test:e2e [-- e2e/some.spec.ts]`: Playwright builds the site, starts its servers (below)
// on free ports on 127.0.0.1, runs the specs in the system Chromium and stops the servers.

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** What a script of ours prints; run once, by the main process: its workers inherit its env. */
const scriptOutput = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
/**
 * Playwright's workers load this file again, without the command line (so every project looks
 * selected there), and inherit the main process's env: only the main process provisions. Two
 * workers running apt-get at once would fail on its lock.
 */
const mainProcess = process.env.E2E_PROVISIONED === undefined;
process.env.E2E_PROVISIONED = '1';
// Playwright cannot download a browser here: a system Chromium (installed with apt when missing).
process.env.CHROMIUM_PATH ??= scriptOutput('scripts/ensure-chromium.mjs');
if (mainProcess) {
  // The mail queue spec runs two instances on a real redis-server (installed with apt when missing).
  scriptOutput('scripts/ensure-redis.mjs');
  // The CMS specs run a server on PostgreSQL (installed with apt when missing).
  scriptOutput('scripts/ensure-postgres.mjs');
}
/** Whether `--project` selects `name` (every project runs when none is named). */
function projectSelected(name: string): boolean {
  const named = process.argv.flatMap((arg, index, args) =>
    arg === '--project' ? [args[index + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
  return named.length === 0 || named.includes(name);
}
// Two instances behind nginx and Redis (project `instances`): started only when it runs.
const instances = projectSelected('instances');
// nginx in front of them (installed with apt when missing).
if (instances && mainProcess) scriptOutput('scripts/ensure-nginx.mjs');
process.env.E2E_PORTS ??= scriptOutput('scripts/free-ports.mjs', '9');
const [
  productionPort,
  limitedPort,
  devPort,
  cmsPort,
  cmsPostgresPort,
  instanceAPort,
  instanceBPort,
  instancesNginxPort,
  instancesRedisPort,
] = process.env.E2E_PORTS.split(' ');
const origin = (port?: string) => `http://127.0.0.1:${port}`;

// For the Node-side helpers of the specs (e2e/support/raw-post.ts, outbox.ts, api-bodies.spec.ts).
process.env.BASE_URL = origin(productionPort);
process.env.E2E_DATA_DIR = e2eServers.production.dataDir;
process.env.E2E_SERVER_LOG = e2eServers.production.log;
// For e2e/instances.spec.ts: each instance directly (to send to one and read from the other).
process.env.E2E_INSTANCE_ORIGINS = [instanceAPort, instanceBPort].map(origin).join(' ');
process.env.E2E_INSTANCES_REDIS_URL = `redis://127.0.0.1:${instancesRedisPort}`;

// Every test comes from 127.0.0.1, and many send as the same visitor, so the main server's limits
// are out of reach (the limits are covered by jest); the rate-limited servers keep a low one for
// the contact form's client.
const RAISED = '10000/60';
const RAISED_LIMITS = Object.fromEntries(
  ['CONTACT', 'APPLY', 'NOTIFY'].flatMap((form) =>
    ['RATE_LIMIT', 'NETWORK_RATE_LIMIT', 'ADDRESS_RATE_LIMIT'].map((limit) => [
      `${form}_${limit}`,
      RAISED,
    ]),
  ),
);
const LOW_LIMITS = {
  ...RAISED_LIMITS,
  CONTACT_RATE_LIMIT: `${LOW_CONTACT_LIMIT.points}/${LOW_CONTACT_LIMIT.seconds}`,
};

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/**
 * scripts/serve.mjs (`npm start`, or `npm run dev` with --dev) with a fresh data folder, its
 * output kept in the server's log for the fault check (e2e/support/server-faults.ts).
 */
function siteServer(
  server: E2eServer,
  port: string | undefined,
  {
    dev = false,
    build = false,
    limits = RAISED_LIMITS,
    admin = false,
    postgres = false,
    settings = {} as Record<string, string>,
  } = {},
): WebServer {
  const steps = [
    `rm -rf "${server.dataDir}"`,
    `mkdir -p "${server.dataDir}"`,
    ...(build ? ['npm run build >&2'] : []),
    // The editor's first admin, as an operator makes it (the database is migrated first).
    ...(admin ? ['node scripts/cms-ready.mjs', 'npm run admin:create >&2'] : []),
    `node scripts/serve.mjs${dev ? ' --dev' : ''} 2>&1 | tee "${server.log}"`,
  ];
  const command = steps.join(' && ');
  return {
    name: server.name,
    command: postgres ? `node scripts/with-postgres.mjs -- sh -c '${command}'` : command,
    url: `${origin(port)}/api/health`,
    reuseExistingServer: false,
    // A build takes minutes; a server starts in seconds (dev compiles /api/health first).
    timeout: build ? 600_000 : 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: dev ? 'development' : 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: server.dataDir,
      TRUST_PROXY_HOPS: '0',
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      ...limits,
      ...(admin
        ? {
            ADMIN_EMAIL: CMS_ADMIN.email,
            ADMIN_PASSWORD: CMS_ADMIN.password,
            CMS_LOGIN_RATE_LIMIT: RAISED,
            CMS_RATE_LIMIT: RAISED,
          }
        : {}),
      ...settings,
    },
  };
}

/**
 * The `instances` project's servers: a Redis, two instances of the production build (a DATA_DIR
 * each, the same Redis and keys, behind a proxy: TRUST_PROXY_HOPS=1), and nginx with the repo's
 * deploy/nginx.conf in front of them.
 */
function instancesServers(): WebServer[] {
  const settings = {
    REDIS_URL: process.env.E2E_INSTANCES_REDIS_URL!,
    TRUST_PROXY_HOPS: '1',
    ...INSTANCE_SECRETS,
  };
  const redisDir = `${e2eServers.instancesNginx.dataDir}-redis`;
  return [
    {
      name: 'instances-redis',
      command: `rm -rf "${redisDir}" && mkdir -p "${redisDir}" && redis-server --port ${instancesRedisPort} --bind 127.0.0.1 --save '' --appendonly no --dir "${redisDir}"`,
      port: Number(instancesRedisPort),
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    siteServer(e2eServers.instanceA, instanceAPort, { settings }),
    siteServer(e2eServers.instanceB, instanceBPort, { settings }),
    {
      name: 'instances-nginx',
      command: `node e2e/support/instances-nginx.mjs "${e2eServers.instancesNginx.dataDir}" ${instancesNginxPort} ${instanceAPort} ${instanceBPort}`,
      url: `${origin(instancesNginxPort)}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ];
}

export default defineConfig<RateLimitedOption>({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Started one after the other: the production build first (skipped with E2E_SKIP_BUILD=1).
  webServer: [
    siteServer(e2eServers.production, productionPort, {
      build: process.env.E2E_SKIP_BUILD !== '1',
    }),
    siteServer(e2eServers.productionLimited, limitedPort, { limits: LOW_LIMITS }),
    siteServer(e2eServers.dev, devPort, { dev: true, limits: LOW_LIMITS }),
    siteServer(e2eServers.cms, cmsPort, { admin: true }),
    siteServer(e2eServers.cmsPostgres, cmsPostgresPort, { admin: true, postgres: true }),
    ...(instances ? instancesServers() : []),
  ],
  globalTeardown: './e2e/support/server-faults.ts',
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['cms-*.spec.ts', 'instances.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: origin(productionPort),
        rateLimitedOrigin: origin(limitedPort),
      },
    },
    {
      // Dev behaves like production: the same checks against `npm run dev`'s server.
      name: 'dev',
      testMatch: 'headers.spec.ts',
      // Dev compiles each route on its first request.
      timeout: 180_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: origin(devPort),
        rateLimitedOrigin: origin(devPort),
      },
    },
    {
      // Editors publishing through the CMS, on SQLite (the default) and on PostgreSQL. Each
      // server has its own database, which these specs change.
      name: 'cms',
      testMatch: 'cms-*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: origin(cmsPort),
        rateLimitedOrigin: origin(cmsPort),
      },
    },
    {
      name: 'cms-postgres',
      testMatch: ['cms-publishing.spec.ts', 'cms-sessions.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: origin(cmsPostgresPort),
        rateLimitedOrigin: origin(cmsPostgresPort),
      },
    },
    {
      // Two instances without a shared disk behind deploy/nginx.conf: the forms sent without
      // JavaScript, whichever instance answers each request.
      name: 'instances',
      testMatch: 'instances.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: origin(instancesNginxPort),
        rateLimitedOrigin: origin(instancesNginxPort),
      },
    },
  ],
});
