import { expect, test, type Page } from '@playwright/test';
import { recordedIdentity } from '../scripts/lib/deployment-id.mjs';
import { waitForHydration } from './support/hydration';

// Skew protection (next.config.ts `deploymentId`): a browser holding a page of one build that
// navigates after a deploy gets the new build's page in full, never a mix of the two.

// The id `next build` recorded for the build under test (the servers use that record).
const { deploymentId } = recordedIdentity()!;
/** The header Next's server answers a client-side navigation with, naming its deployment. */
const SERVER_DEPLOYMENT = 'x-nextjs-deployment-id';

test('the built pages and their assets carry the deployment id of the build', async ({
  page,
  request,
}) => {
  const response = await request.get('/contact');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<html[^>]* data-dpl-id="${deploymentId}"`));
  expect(html).toMatch(new RegExp(`/_next/static/[^"]+\\.js\\?dpl=${deploymentId}"`));

  // A client-side navigation is answered with the server's id, which the page compares.
  const navigations: string[] = [];
  page.on('response', (answer) => {
    if (answer.request().headers()['rsc'] === '1') {
      navigations.push(answer.headers()[SERVER_DEPLOYMENT] ?? 'none');
    }
  });
  await page.goto('/privacy');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(navigations.length).toBeGreaterThan(0);
  expect(new Set(navigations)).toEqual(new Set([deploymentId]));
});

/** Opens /privacy, marks the window, and follows a footer link to /terms. */
async function navigateFromMarkedPage(page: Page): Promise<boolean> {
  await page.goto('/privacy');
  await waitForHydration(page);
  await page.evaluate(() => ((window as { marked?: boolean }).marked = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate(() => (window as { marked?: boolean }).marked === true);
}

test('a navigation within one build stays in the page (the window is the same)', async ({
  page,
}) => {
  expect(await navigateFromMarkedPage(page)).toBe(true);
});

test('a browser holding the previous build loads the next page in full', async ({ page }) => {
  // The server now runs another deployment: its navigation answers name it.
  await page.route(
    (url) => url.pathname !== '/privacy',
    async (route) => {
      if (route.request().headers()['rsc'] !== '1') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), [SERVER_DEPLOYMENT]: 'the-next-deployment' },
      });
    },
  );
  // A full load: a new window, not the marked one, and the page whole.
  expect(await navigateFromMarkedPage(page)).toBe(false);
});
