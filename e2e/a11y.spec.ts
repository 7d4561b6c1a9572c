import { test } from '@playwright/test';
import { pages } from '../content/pages';
import { seedJobs } from '../lib/cms/seed/jobs';
import { seedLeaders } from '../lib/cms/seed/leaders';
import { seedNews } from '../lib/cms/seed/news';
import { openJobs } from '../lib/jobs';
import { expectNoAxeViolations } from './support/axe';
import { pauseAllMotion, revealWholePage } from './support/settle';

const job = openJobs(seedJobs)[0]!;
/** Every article and profile page, and the application form as a page. */
const articleProfileAndApplicationRoutes = [
  ...seedNews.map((item) => `/news/${item.slug}`),
  ...seedLeaders.map((leader) => `/about/team/${leader.id}`),
  `/career/${job.slug}/apply`,
  '/career/apply',
];

/** Every route of the site: each page of content/pages.ts, a job page, the new routes, a 404. */
const routes = [
  ...pages.map((page) => page.path),
  `/career/${job.slug}`,
  ...articleProfileAndApplicationRoutes,
  '/no-such-page',
];

const widths = [1280, 375] as const;

for (const width of widths) {
  test.describe(`axe at ${width}px with reduced motion`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const path of routes) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        // As loaded, as a tool run on arrival sees it: the sections below the fold not yet shown,
        // each only as tall as its placeholder (content-visibility, app/(site)/globals.css).
        await page.goto(path);
        await expectNoAxeViolations(page);
        // Settled: every section shown once, nothing moving or ticking.
        await revealWholePage(page);
        await pauseAllMotion(page);
        await expectNoAxeViolations(page);
      });
    }

    test('the open menus have no violations', async ({ page }) => {
      await page.goto('/');
      if (width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
      const toggles = page
        .getByRole('navigation', { name: 'Main' })
        .locator('li button[aria-expanded]');
      const count = await toggles.count();
      for (let index = 0; index < count; index += 1) {
        const toggle = toggles.nth(index);
        if (!(await toggle.isVisible())) continue;
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expectNoAxeViolations(page);
      }
    });
  });
}
