import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: the loading overlay leaves the DOM at that moment
 * (components/shell/loading-overlay.tsx). Until then a key press gets the browser's default action
 * (End scrolls the page to its foot) and scroll-driven effects have no listeners yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/**
 * Scrolls an element into view on a hydrated page and waits until it is there. Sections below
 * the fold are laid out only once they come near the screen (`content-visibility: auto`), so the
 * first scroll can land on estimated heights; it is repeated until the element is on screen.
 */
export async function scrollIntoViewSettled(target: Locator): Promise<void> {
  await waitForHydration(target.page());
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await expect(target).toBeInViewport({ timeout: 1000 });
  }).toPass();
}
