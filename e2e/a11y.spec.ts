import { test } from '@playwright/test';
import { getLivePages } from '../content/pages';
import { pauseAllMotion, revealWholePage } from './support/settle';
import { expectNoAxeViolations } from './support/axe';

const widths = [1280, 375] as const;

for (const width of widths) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of [...getLivePages(), { path: '/no-such-page' }]) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
        // Below-the-fold content is checked in its final, revealed state as well.
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
