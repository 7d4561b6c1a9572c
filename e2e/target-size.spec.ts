import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedJobs } from '../lib/cms/seed/jobs';
import { openJobs } from '../lib/jobs';
import { waitForHydration } from './support/hydration';
import { pauseAllMotion, revealWholePage } from './support/settle';
import { targetSizeFailures } from './support/target-size';

// WCAG 2.2 SC 2.5.8 Target Size (Minimum) on the pages with a form, their privacy notices in
// Hindi and Gujarati opened: every target is 24 x 24 CSS px, spaced, or a link in a sentence.

const job = openJobs(seedJobs)[0]!;
const formPages = ['/', '/contact', '/career/apply', `/career/${job.slug}/apply`];

/** A form's privacy notice in Hindi and Gujarati (components/privacy/notice-translations.tsx). */
const NOTICE_TRANSLATIONS = 'details:has(> summary > [lang="hi"])';

/** Opens every privacy notice's translations inside `scope`. */
async function openNoticeTranslations(scope: Locator): Promise<void> {
  const summaries = scope.locator(`${NOTICE_TRANSLATIONS} > summary`);
  const count = await summaries.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const summary = summaries.nth(index);
    await summary.click();
    await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
  }
}

/**
 * The notices' targets are held to 24 x 24 px themselves: the spacing that lets a smaller one
 * pass depends on what the page puts around the notice, which the notice cannot know.
 */
async function expectNoticeTargetsFullSize(page: Page, scope: string): Promise<void> {
  expect(
    await targetSizeFailures(page, { scope: `${scope} ${NOTICE_TRANSLATIONS}`, spacing: false }),
  ).toEqual([]);
}

for (const width of [375, 1280] as const) {
  test.describe(`target size at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const path of formPages) {
      test(`${path}: every target is 24 px, spaced, or inline`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await revealWholePage(page);
        await pauseAllMotion(page);
        await openNoticeTranslations(page.locator('main'));
        // From the top, where the sticky header sits in its own place.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await targetSizeFailures(page)).toEqual([]);
        await expectNoticeTargetsFullSize(page, 'main');
      });
    }

    test('the Get Started dialog: every target is 24 px, spaced, or inline', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      if (width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Get Started' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get Started' });
      await expect(dialog).toBeVisible();
      await openNoticeTranslations(dialog);
      // The page behind a modal dialog is inert: only the dialog's targets count.
      expect(await targetSizeFailures(page, { scope: 'dialog[open]' })).toEqual([]);
      await expectNoticeTargetsFullSize(page, 'dialog[open]');
    });
  });
}
