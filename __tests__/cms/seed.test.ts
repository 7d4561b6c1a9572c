// A fresh database, migrated by the committed migrations, publishes exactly the content the site
// had in content/ before the CMS (lib/cms/seed), read back through Payload as the pages read it:
// on SQLite (the default) and on a real PostgreSQL server.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedCaseStudies } from '@/lib/cms/seed/case-studies';
import { seedJobs } from '@/lib/cms/seed/jobs';
import { seedLeaders } from '@/lib/cms/seed/leaders';
import { seedNews } from '@/lib/cms/seed/news';
import { seedTestimonials } from '@/lib/cms/seed/testimonials';
import { startPostgres, type PostgresServer } from '../support/postgres-server';

const ROOT = join(__dirname, '..', '..');
const PAYLOAD = join(ROOT, 'node_modules', 'payload', 'bin.js');
const MARKER = '--- published content ---';
const STEP_TIMEOUT_MS = 90_000;

type Settings = { DATA_DIR: string; DATABASE_URL?: string; PAYLOAD_SECRET?: string };

/** `payload <args>` from the project's root with these settings; its output, or it throws. */
function payload(args: string[], settings: Settings): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PAYLOAD, ...args], {
      cwd: ROOT,
      // NODE_ENV=production: Payload writes no types at start-up.
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: '',
        ...settings,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`payload ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

async function migratedContent(settings: Settings) {
  await payload(['migrate'], settings);
  const output = await payload(['run', '__tests__/support/cms-read-back.ts'], settings);
  return JSON.parse(output.slice(output.indexOf(MARKER) + MARKER.length));
}

const seeded = {
  jobs: seedJobs,
  news: [...seedNews].sort((a, b) => b.date.localeCompare(a.date)),
  leaders: seedLeaders,
  testimonials: seedTestimonials,
  caseStudies: seedCaseStudies,
};
// As JSON: what the pages receive (no undefined fields, plain arrays).
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cms-seed-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it(
  'on SQLite in DATA_DIR, publishes exactly the content the site opened with',
  async () => {
    expect(await migratedContent({ DATA_DIR: dataDir })).toEqual(asJson(seeded));
  },
  2 * STEP_TIMEOUT_MS,
);

it(
  'migrates once: a second migrate changes nothing and adds no second copy',
  async () => {
    await payload(['migrate'], { DATA_DIR: dataDir });
    expect(await migratedContent({ DATA_DIR: dataDir })).toEqual(asJson(seeded));
  },
  3 * STEP_TIMEOUT_MS,
);

describe('on PostgreSQL', () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, STEP_TIMEOUT_MS);
  afterAll(async () => {
    await postgres?.stop();
  });

  it(
    'publishes the same content',
    async () => {
      const settings = {
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        PAYLOAD_SECRET: 'seed-test-secret-of-at-least-32-characters',
      };
      expect(await migratedContent(settings)).toEqual(asJson(seeded));
    },
    2 * STEP_TIMEOUT_MS,
  );
});
