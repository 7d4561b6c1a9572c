import { expect, test, type Page } from '@playwright/test';
import { seedJobs } from '../lib/cms/seed/jobs';
import { seedLeaders } from '../lib/cms/seed/leaders';
import { seedNews } from '../lib/cms/seed/news';
import { openJobs } from '../lib/jobs';
import { waitForHydration } from './support/hydration';

/**
 * The routes that open as modal dialogs from inside the site (app/(site)/(pages)/@modal) and are full
 * pages everywhere else: a direct load, a reload, a shared link, Back/Forward and no JavaScript.
 */
const article = seedNews[1]!;
const leader = seedLeaders[1]!;
const job = openJobs(seedJobs)[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type RouteDialogCase = {
  path: `/${string}`;
  /** The page's h1, and the dialog's name. */
  title: string;
  /** schema.org type of the page's JSON-LD, where it has one of its own. */
  jsonLd?: string;
  /** Where the route is opened from inside the site, and the link that opens it. */
  openers: { from: `/${string}`; link: RegExp }[];
};

const cases: RouteDialogCase[] = [
  {
    path: `/news/${article.slug}`,
    title: article.title,
    jsonLd: 'NewsArticle',
    openers: [{ from: '/', link: new RegExp(`^Read More\\W+${escape(article.title)}$`) }],
  },
  {
    path: `/about/team/${leader.id}`,
    title: leader.name,
    jsonLd: 'ProfilePage',
    openers: [
      { from: '/', link: new RegExp(`^View Full Profile\\W+${leader.name}$`) },
      { from: '/about/team', link: new RegExp(`^View Full Profile\\W+${leader.name}$`) },
    ],
  },
  {
    path: `/career/${job.slug}/apply`,
    title: `Apply for ${job.title}`,
    openers: [
      { from: '/career', link: new RegExp(`^Apply Now for ${escape(job.title)}$`) },
      { from: `/career/${job.slug}`, link: /^Apply for this job$/ },
    ],
  },
  {
    path: '/career/apply',
    title: 'Apply for a Position',
    openers: [{ from: '/career', link: /^Submit General Application$/ }],
  },
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => String(JSON.parse(script.textContent ?? '{}')['@type'])),
    );
}

/** The route as a page: its h1, its canonical URL, its structured data and no dialog. */
async function expectFullPage(page: Page, { path, title, jsonLd }: RouteDialogCase) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(path);
  const types = await jsonLdTypes(page);
  expect(types).toContain('BreadcrumbList');
  if (jsonLd) expect(types).toContain(jsonLd);
}

const insideOpenDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

for (const route of cases) {
  test.describe(route.path, () => {
    test('a direct load and a reload give the full page', async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expectFullPage(page, route);
      await page.reload();
      await expectFullPage(page, route);
    });

    for (const { from, link } of route.openers) {
      test(`from ${from} it opens as a modal dialog; Escape and Back close it, Forward and a reload bring it back`, async ({
        page,
      }) => {
        await page.goto(from);
        await waitForHydration(page);
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        const opener = page.getByRole('link', { name: link });
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: route.title });
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(route.path);
        expect(await insideOpenDialog(page)).toBe(true);
        // The page it was opened from stays behind it, inert.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(from);
        await expect(opener).toBeFocused();

        await opener.click();
        await expect(dialog).toBeVisible();
        await page.goBack();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(from);
        await expect(opener).toBeFocused();

        await page.goForward();
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(route.path);
        await page.reload();
        await expectFullPage(page, route);
      });
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the link leads to the full page', async ({ page }) => {
        const { from, link } = route.openers[0]!;
        await page.goto(from);
        await page.getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    });
  });
}

test('an unknown article, profile or job application answers 404', async ({ request }) => {
  for (const path of [
    '/news/no-such-article',
    '/about/team/no-such-person',
    '/career/no-such-job/apply',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
