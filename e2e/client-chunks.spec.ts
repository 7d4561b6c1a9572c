import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { seedJobs as jobs } from '../lib/cms/seed/jobs';
import { openJobs } from '../lib/jobs';

/** Every JavaScript file of the build the browser can download. */
function clientChunks(): { file: string; text: string }[] {
  const root = join(process.cwd(), '.next', 'static');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

test('no client chunk of the build carries a job description', () => {
  const chunks = clientChunks();
  expect(chunks.length).toBeGreaterThan(10);
  // Long, distinctive phrases of every posting, open or closed, that only its page shows.
  const phrases = jobs.flatMap((job) => [job.about, ...job.responsibilities, ...job.requirements]);
  for (const { file, text } of chunks) {
    const leaked = phrases.filter((phrase) => text.includes(phrase.slice(0, 48)));
    expect(leaked, `${file} carries job text`).toEqual([]);
  }
});

/** A chunk's path without the build's `?dpl=<deployment id>` (next.config.ts deploymentId). */
const chunkPath = (chunk: string) => chunk.replace(/\?.*$/, '');

/** The JavaScript a page of the build may load, from its client reference manifest. */
function manifestChunks(manifest: string): Set<string> {
  const scope = { __RSC_MANIFEST: {} as Record<string, ClientManifest> };
  new Function('globalThis', readFileSync(manifest, 'utf8'))(scope);
  const chunks = new Set<string>();
  for (const { clientModules, entryJSFiles } of Object.values(scope.__RSC_MANIFEST)) {
    for (const entry of Object.values(clientModules))
      for (const chunk of entry.chunks) chunks.add(chunkPath(chunk));
    for (const files of Object.values(entryJSFiles ?? {}))
      for (const file of files) chunks.add(chunkPath(`/_next/${file}`));
  }
  return chunks;
}
type ClientManifest = {
  clientModules: Record<string, { chunks: string[] }>;
  entryJSFiles?: Record<string, string[]>;
};

const SERVER_APP = join(process.cwd(), '.next', 'server', 'app');
const manifests = readdirSync(SERVER_APP, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('_client-reference-manifest.js'),
);
/** The editor's chunks (Payload's admin) that no public page's manifest names. */
function editorOnlyChunks(): { chunk: string; bytes: number; gzipped: number }[] {
  const editor = manifestChunks(
    join(SERVER_APP, '(payload)', 'admin', '[[...segments]]', 'page_client-reference-manifest.js'),
  );
  const site = new Set(
    manifests
      .filter((file) => file.startsWith('(site)'))
      .flatMap((file) => [...manifestChunks(join(SERVER_APP, file))]),
  );
  return [...editor]
    .filter((chunk) => !site.has(chunk))
    .map((chunk) => {
      const bytes = readFileSync(join(process.cwd(), '.next', chunk.replace(/^\/_next\//, '')));
      return { chunk, bytes: bytes.length, gzipped: gzipSync(bytes).length };
    });
}

test("the editor's code never reaches a public page", async ({ page }) => {
  const editorOnly = editorOnlyChunks();
  const total = editorOnly.reduce((sum, { bytes }) => sum + bytes, 0);
  const gzipped = editorOnly.reduce((sum, entry) => sum + entry.gzipped, 0);
  test.info().annotations.push({
    type: 'editor code kept out of public pages',
    description: `${editorOnly.length} chunks, ${total} bytes (${gzipped} gzipped)`,
  });
  // Payload's admin is large: if this found little, it would not be looking at the editor.
  expect(gzipped).toBeGreaterThan(200_000);
  const editorChunks = new Set(editorOnly.map(({ chunk }) => chunk));
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') loaded.push(pathname);
  });
  const job = openJobs(jobs)[0]!;
  for (const path of [
    '/',
    '/career',
    `/career/${job.slug}`,
    '/career/apply',
    '/news/ai-and-machine-learning-practice',
    '/about/team',
    '/services/design',
    '/portfolio',
    '/contact',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded.length).toBeGreaterThan(10);
  expect(loaded.filter((script) => editorChunks.has(script))).toEqual([]);
});
