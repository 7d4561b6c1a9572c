import type { Page } from '@playwright/test';

/**
 * Scrolls through the whole page so every reveal-on-scroll section has appeared, then waits
 * until no CSS transition is still running (a half-faded element has a half-faded contrast).
 */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * Stops everything that moves with the site-wide control (as a visitor can), so a rotating
 * carousel cannot be caught half-faded, and waits for running transitions to end.
 */
export async function pauseAllMotion(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Pause motion' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}
