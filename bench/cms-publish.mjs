#!/usr/bin/env node
// `npm run bench:cms`: how long an HR editor waits between Publish and the job's page answering
// 200 for visitors, on the production build (no restart, no rebuild), median of BENCH_CMS_RUNS
// (10). Each run creates a job as a draft through the CMS API (what the editor's Save Draft
// sends), checks that its page is a 404, then publishes it (what Publish sends) and asks for
// /career/<slug> every 50 ms until it answers 200 with the job's title. It then times the same
// for the job leaving /career when HR ticks Closed early (410 on its page).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, ROOT, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_CMS_RUNS ?? 10);
const POLL_MS = 50;
const GIVE_UP_MS = 30_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function until(check) {
  const started = performance.now();
  while (performance.now() - started < GIVE_UP_MS) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`not within ${GIVE_UP_MS} ms`);
}

await ensureBuild();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-cms-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
for (const args of [
  ['scripts/cms-ready.mjs'],
  ['node_modules/payload/bin.js', 'run', 'scripts/admin-create.ts'],
]) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}
const server = await startServer({ env: { DATA_DIR: dataDir, CMS_RATE_LIMIT: '100000/60' } });
const origin = server.url;
try {
  const login = await fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const api = (path, method, body) =>
    fetch(`${origin}/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body && JSON.stringify(body),
    });
  const status = async (path) => (await fetch(`${origin}${path}`)).status;

  const published = [];
  const closed = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const slug = `bench-job-${Date.now()}-${run}`;
    const title = `Bench Engineer ${run} ${Date.now()}`;
    const draft = await api('/jobs?draft=true', 'POST', {
      _status: 'draft',
      title,
      slug,
      department: 'Engineering',
      workMode: 'On-site',
      type: 'Full-time',
      locations: ['Ahmedabad, Gujarat'],
      experience: { min: 2, max: 4 },
      salary: { min: 1_000_000, max: 1_500_000 },
      datePosted: new Date().toISOString(),
      skills: ['TypeScript'],
      summary: 'A job made by the publishing benchmark.',
      about: 'Made and published by bench/cms-publish.mjs to time publishing.',
      responsibilities: [{ text: 'Be timed.' }],
      requirements: [{ text: 'None.' }],
    });
    if (!draft.ok) throw new Error(`draft failed: ${draft.status} ${await draft.text()}`);
    const { doc } = await draft.json();
    if ((await status(`/career/${slug}`)) !== 404) throw new Error('a draft was public');
    const publish = performance.now();
    const answer = await api(`/jobs/${doc.id}`, 'PATCH', { _status: 'published' });
    if (!answer.ok) throw new Error(`publish failed: ${answer.status} ${await answer.text()}`);
    await until(async () => {
      const page = await fetch(`${origin}/career/${slug}`);
      return page.status === 200 && (await page.text()).includes(title);
    });
    published.push(performance.now() - publish);
    const close = performance.now();
    await api(`/jobs/${doc.id}`, 'PATCH', { _status: 'published', closedEarly: true });
    await until(async () => (await status(`/career/${slug}`)) === 410);
    closed.push(performance.now() - close);
    console.log(
      `run ${run}: Publish -> 200 in ${published.at(-1).toFixed(0)} ms; Closed early -> 410 in ${closed.at(-1).toFixed(0)} ms`,
    );
  }
  const line = (name, values) =>
    `| ${name} | ${median(values).toFixed(0)} ms | ${Math.min(...values).toFixed(0)} ms | ${Math.max(...values).toFixed(0)} ms |`;
  console.log(`\n| ${RUNS} runs | median | min | max |\n| --- | --- | --- | --- |`);
  console.log(line("'Publish' to the job page answering 200", published));
  console.log(line("'Closed early' to the job page answering 410", closed));
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
