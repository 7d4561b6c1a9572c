import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The servers playwright.config.ts starts for the end-to-end tests, each with its own data
 * folder (the mail outbox the tests read back) and a log of everything it printed.
 */
export type E2eServer = { name: string; dataDir: string; log: string };

const SERVERS_DIR = fileURLToPath(new URL('../../test-results/servers', import.meta.url));

export function e2eServer(name: string): E2eServer {
  const dir = join(SERVERS_DIR, name);
  return { name, dataDir: join(dir, 'data'), log: join(dir, 'server.log') };
}

/** Every server the tests may run, by name. */
export const e2eServers = {
  /** `npm start`'s server on the production build: every spec runs against it. */
  production: e2eServer('production'),
  /** The same build with a low contact-form limit, for the rate-limit identity test. */
  productionLimited: e2eServer('production-limited'),
  /** `npm run dev`'s server (hot reload), also with the low limit: e2e/headers.spec.ts only. */
  dev: e2eServer('dev'),
  /** The production build with an editor's admin, for the CMS specs (e2e/cms-*.spec.ts). */
  cms: e2eServer('cms'),
  /** The same on a throwaway PostgreSQL server (scripts/with-postgres.mjs). */
  cmsPostgres: e2eServer('cms-postgres'),
  /**
   * Two instances of the production build behind deploy/nginx.conf, as deploy/ runs them: one
   * Redis, a DATA_DIR each (project `instances`, e2e/instances.spec.ts).
   */
  instanceA: e2eServer('instance-a'),
  instanceB: e2eServer('instance-b'),
  /** nginx in front of them: its configuration, cache and log (e2e/support/instances-nginx.mjs). */
  instancesNginx: e2eServer('instances-nginx'),
};

/** The keys every instance must share (lib/env.ts requires them with REDIS_URL). */
export const INSTANCE_SECRETS = {
  FORM_TOKEN_SECRET: 'e2e-form-token-secret-shared-by-both-instances',
  APPLICANT_HASH_KEY: 'e2e-applicant-hash-key-shared-by-both-instances',
};

/** The response header the test's nginx adds: the instance (address) that answered. */
export const SERVED_BY_HEADER = 'x-served-by';

/** The admin the CMS servers start with (`npm run admin:create` from ADMIN_EMAIL/ADMIN_PASSWORD). */
export const CMS_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password-1' };

/** The bearer token of GET /api/metrics on every e2e server (e2e/metrics.spec.ts). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';

/** The low contact-form limit of the rate-limited servers: this many requests in ten minutes. */
export const LOW_CONTACT_LIMIT = { points: 3, seconds: 600 };

/** The project option that names a rate-limited server of the same kind as the project's. */
export type RateLimitedOption = { rateLimitedOrigin: string };
