import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { jobPageCopy } from '../content/careers';
import { newsSection } from '../content/news';
import { notFoundPage } from '../content/shell';
import {
  createEditor,
  publicWithin,
  signInAtAdmin,
  signInByApi,
  withinPublishing,
  type Editor,
} from './support/cms';
import {
  addRows,
  addValues,
  choose,
  pickToday,
  publish,
  saveNewDraft,
  unpublish,
} from './support/cms-editor';
import { unique } from './support/fixtures';
import { visibleText } from './support/html';

// Runs on SQLite (project cms) and on PostgreSQL (project cms-postgres), each against a server of
// its own: an editor's change reaches the public pages within seconds, with no restart.

/** The job's URLs in the feeds and the sitemap, and whether /career lists it. */
async function listings(request: APIRequestContext, slug: string, title: string) {
  const text = async (path: string) => (await request.get(path)).text();
  const atom = parseFeed(await text('/career/feed.xml'));
  const json = JSON.parse(await text('/career/feed.json')) as { items: { url: string }[] };
  const sitemap = [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)];
  const jobUrl = (url: string | null | undefined) => url?.endsWith(`/career/${slug}`) ?? false;
  return {
    career: visibleText(await text('/career')).includes(title),
    atom: atom.items.some((item) => jobUrl(item.url)),
    json: json.items.some((item) => jobUrl(item.url)),
    sitemap: sitemap.some((match) => jobUrl(match[1])),
  };
}
const everywhere = { career: true, atom: true, json: true, sitemap: true };

const nowhere = { career: false, atom: false, json: false, sitemap: false };

/** The files of the build's server folder written since `since` (ms), by path. */
async function buildFilesWrittenSince(since: number): Promise<string[]> {
  const dir = fileURLToPath(new URL('../.next/server', import.meta.url));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const written: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await stat(path)).mtimeMs >= since) written.push(path);
  }
  return written;
}

test.describe('an HR editor publishes, edits, closes and unpublishes a job', () => {
  test.describe.configure({ mode: 'serial' });

  // Made anew for each run of the group (a retry too): the address must be unique.
  let job: { title: string; slug: string; skills: string[] };
  let path: string;
  let hr: Editor;
  // The HR editor's browser tab, kept signed in from one step to the next.
  let editor: Page;

  test.beforeAll(async ({ playwright, browser }) => {
    const suffix = unique('job').toLowerCase();
    job = {
      title: `Test Automation Engineer ${suffix}`,
      slug: `test-automation-engineer-${suffix}`,
      // Engineering and TypeScript: the seeded Senior Frontend Developer is the most similar.
      skills: ['TypeScript', 'Testing'],
    };
    path = `/career/${job.slug}`;
    hr = await createEditor(playwright, 'hr');
    editor = await browser.newPage();
  });
  test.afterAll(async () => {
    await editor.close();
  });

  test('a draft saved in the editor is nowhere on the site', async ({ request }) => {
    await signInAtAdmin(editor, hr);
    await editor.goto('/admin/collections/jobs/create');
    await addRows(editor, {
      responsibilities: ['Write end-to-end tests for new features.'],
      requirements: ['Two years of TypeScript.'],
    });
    await editor.getByLabel('Title').fill(job.title);
    await editor.getByLabel('Address').fill(job.slug);
    await choose(editor, 'department', 'Engineering');
    await choose(editor, 'workMode', 'Hybrid');
    await choose(editor, 'locations', 'Ahmedabad, Gujarat');
    await editor.getByLabel('At least').fill('2');
    await editor.getByLabel('At most (empty: no upper bound)').fill('5');
    await editor.getByLabel('From', { exact: true }).fill('1200000');
    await editor.getByLabel('To', { exact: true }).fill('1800000');
    await pickToday(editor, 'datePosted');
    await addValues(editor, 'skills', job.skills);
    await editor.getByLabel('Summary').fill('Keeps our releases honest with end-to-end tests.');
    await editor.getByLabel('About the role').fill('You write and run the tests of our products.');
    await saveNewDraft(editor);

    expect((await request.get(path)).status()).toBe(404);
    expect(await listings(request, job.slug, job.title)).toEqual(nowhere);
  });

  test('published, it is on /career, its page, both feeds and the sitemap within 10 s', async ({
    request,
  }) => {
    const clickedAt = await publish(editor);
    const pageAfter = await publicWithin(
      request,
      path,
      (response, body) => {
        expect(response.status()).toBe(200);
        expect(visibleText(body)).toContain(job.title);
      },
      clickedAt,
    );
    await withinPublishing(
      clickedAt,
      async () => expect(await listings(request, job.slug, job.title)).toEqual(everywhere),
      '/career, the feeds and the sitemap',
    );
    const project = test.info().project.name;
    test.info().annotations.push({
      type: 'publish-to-200',
      description: `${pageAfter} ms from clicking Publish to ${path} answering 200 (${project})`,
    });
    console.log(`[${project}] Publish -> job page 200: ${pageAfter} ms`);
  });

  test('a new salary, published, shows on the job page', async ({ page }) => {
    await editor.getByLabel('From', { exact: true }).fill('1500000');
    await editor.getByLabel('To', { exact: true }).fill('2250000');
    const clickedAt = await publish(editor);
    // As job-format.ts formats it: Indian digit grouping, in rupees a year.
    const salary = '₹15,00,000 – ₹22,50,000 per year';
    await publicWithin(page.request, path, (_, body) => expect(body).toContain(salary), clickedAt);

    await page.goto(path);
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: salary })).toBeVisible();
    await expect(facts.filter({ hasText: '₹12,00,000' })).toHaveCount(0);
  });

  test('closed early, its page answers 410 with similar positions and it leaves /career', async ({
    page,
    request,
  }) => {
    await editor.getByLabel('Closed early').check();
    const clickedAt = await publish(editor);
    await publicWithin(
      request,
      path,
      (response, body) => {
        expect(response.status()).toBe(410);
        expect(visibleText(body)).toContain(jobPageCopy.closed.status);
      },
      clickedAt,
    );
    await withinPublishing(
      clickedAt,
      async () => expect(await listings(request, job.slug, job.title)).toEqual(nowhere),
      '/career, the feeds and the sitemap',
    );

    const response = await page.goto(path);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByText(jobPageCopy.closed.text)).toBeVisible();
    await expect(page.getByRole('link', { name: jobPageCopy.apply })).toHaveCount(0);
    const similar = page.getByRole('region', { name: jobPageCopy.similar.heading });
    await expect(similar.getByRole('heading', { level: 3 })).toHaveText([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);
  });

  test('unpublished, its page is the 404 page, whole without JavaScript', async ({ request }) => {
    const confirmedAt = await unpublish(editor);
    await publicWithin(
      request,
      path,
      (response, body) => {
        expect(response.status()).toBe(404);
        expect(visibleText(body)).toContain(notFoundPage.heading);
      },
      confirmedAt,
    );
    expect(await listings(request, job.slug, job.title)).toEqual(nowhere);
  });
});

test('a marketing editor publishes an article: it leads the home page news and has its page', async ({
  browser,
  page,
  playwright,
  request,
}) => {
  const marketing = await createEditor(playwright, 'marketing');
  await signInByApi(page.request, marketing);
  const suffix = unique('news').toLowerCase();
  const article = {
    title: `We Now Test Every Release End to End ${suffix}`,
    slug: `we-now-test-every-release-${suffix}`,
    teaser: 'Every change to the site is checked in a real browser before it goes live.',
  };

  await page.goto('/admin/collections/news/create');
  await addRows(page, {
    keyPoints: [
      'Tests run in Chromium.',
      'They run on SQLite and PostgreSQL.',
      'A failing test stops a release.',
    ],
  });
  await page.getByLabel('Title').fill(article.title);
  await page.getByLabel('Address').fill(article.slug);
  await pickToday(page, 'date');
  await page.getByLabel('Teaser').fill(article.teaser);
  await choose(page, 'illustration', 'ai-practice.svg');
  await page.getByLabel('Text for screen readers').fill('A drawing of a laptop running tests.');
  await page.getByLabel('Headline').fill('Releases are tested end to end');
  await page.getByLabel('Summary').fill('Our editors publish and the site shows it in seconds.');
  await page.getByLabel('Quote').fill('We sleep better since.');
  await page.locator('#field-expertOpinion__name').fill('Priya Desai');
  await page.locator('#field-expertOpinion__role').fill('Head of Quality');
  await page.getByLabel('Outlook').fill('More of the site will be tested this way.');
  const beforePublish = Date.now();
  const clickedAt = await publish(page);

  await publicWithin(
    request,
    `/news/${article.slug}`,
    (response, body) => {
      expect(response.status()).toBe(200);
      expect(visibleText(body)).toContain('We sleep better since.');
    },
    clickedAt,
  );
  await publicWithin(request, '/', (_, body) => expect(body).toContain(article.title), clickedAt);
  // The pages rendered again stay in this server's memory: nothing is written into the build's
  // folder, which every e2e server shares and site@.service keeps read-only (next.config.ts).
  expect(await buildFilesWrittenSince(beforePublish)).toEqual([]);

  // What a visitor sees: a card in 'Latest News & Updates', dated today, leading to the article.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const news = visitor.locator('section#news');
  await expect(news.getByRole('heading', { level: 2 })).toHaveText(newsSection.heading);
  const card = news.getByRole('article').filter({ hasText: article.title });
  await expect(news.getByRole('article')).toHaveCount(3);
  await expect(card).toContainText(article.teaser);
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date());
  await expect(card.locator('time')).toHaveText(today);
  await expect(card.getByRole('link', { name: new RegExp(newsSection.readMore) })).toHaveAttribute(
    'href',
    `/news/${article.slug}`,
  );
  await visitor.close();
});
