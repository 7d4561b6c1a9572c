import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { seedJobs as jobs } from '../lib/cms/seed/jobs';
import { openJobs } from '../lib/jobs';
import { COMPILE_HINT } from '../scripts/lib/compile-hints.mjs';
import { signInAtAdmin } from './support/cms';
import { CMS_ADMIN } from './support/servers';

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

/** The address of every script `page` asks for from now on, without `?dpl=`. */
function recordScripts(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname);
  });
  return loaded;
}

/** A script of the build by the address the browser asks for it at (`[slug]` is `%5Bslug%5D`). */
const builtScript = (path: string) =>
  readFileSync(join(process.cwd(), '.next', decodeURIComponent(path.replace(/^\/_next\//, ''))));
const gzipped = (paths: string[]) =>
  paths.reduce((sum, path) => sum + gzipSync(builtScript(path)).length, 0);

const job = openJobs(jobs)[0]!;
const PUBLIC_PAGES = [
  '/',
  '/career',
  `/career/${job.slug}`,
  '/career/apply',
  '/news/ai-and-machine-learning-practice',
  '/about/team',
  '/services/design',
  '/portfolio',
  '/contact',
];
/** The smallest public page: the framework and the site's shell, nothing of a page's own. */
const NOT_FOUND = '/no-such-page';

// One worker visits the pages once for the tests that read what it saw (beforeAll).
test.describe.configure({ mode: 'default' });

/** Scripts as a browser runs them: on the public pages, on a 404, and in the editor. */
const scripts = { site: new Set<string>(), notFound: new Set<string>(), editor: new Set<string>() };

test.beforeAll(async ({ browser }) => {
  const visit = async (paths: string[], into: Set<string>) => {
    const page = await browser.newPage();
    const loaded = recordScripts(page);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.close();
    for (const script of loaded) into.add(script);
  };
  await visit(PUBLIC_PAGES, scripts.site);
  await visit([NOT_FOUND], scripts.notFound);
  // The editor's login form, its dashboard and a new job's form.
  const editor = await browser.newPage();
  const loaded = recordScripts(editor);
  await signInAtAdmin(editor, CMS_ADMIN);
  await editor.goto('/admin/collections/jobs/create');
  await expect(editor.getByLabel('Title')).toBeVisible();
  await editor.waitForLoadState('networkidle');
  await editor.close();
  for (const script of loaded) scripts.editor.add(script);
});

test("the editor's code never reaches a public page", () => {
  const editorOnly = [...scripts.editor].filter((script) => !scripts.site.has(script));
  const shared = [...scripts.editor].filter((script) => scripts.site.has(script));
  test.info().annotations.push({
    type: 'editor code kept out of public pages',
    description: `${editorOnly.length} scripts, ${gzipped(editorOnly)} bytes gzipped`,
  });
  // Payload's admin is large: if this found little, it would not be looking at the editor.
  expect(gzipped(editorOnly)).toBeGreaterThan(200_000);
  // What the editor shares with the public pages is what even a 404 loads: the framework.
  expect(shared.length).toBeGreaterThan(2);
  expect(shared.filter((script) => !scripts.notFound.has(script))).toEqual([]);
});

// next.config.ts (withCompileHints): Chrome compiles these as they download, off the main thread.
test("every script of the public pages carries V8's compile hint, the editor's own do not", () => {
  const firstLine = (path: string) => builtScript(path).toString('utf8').split('\n', 1)[0];
  const site = [...scripts.site, ...scripts.notFound];
  expect(site.length).toBeGreaterThan(10);
  expect(site.filter((script) => firstLine(script) !== COMPILE_HINT)).toEqual([]);
  const editorOnly = [...scripts.editor].filter((script) => !site.includes(script));
  expect(editorOnly.length).toBeGreaterThan(2);
  expect(editorOnly.filter((script) => firstLine(script) === COMPILE_HINT)).toEqual([]);
});
