import { expect, test } from '@playwright/test';
import { company } from '../content/company';
import { waitForHydration } from './support/hydration';

test.describe('navbar on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the About dropdown works by keyboard alone', async ({ page }) => {
    await page.goto('/privacy');
    // While the loading overlay shows, the page behind it is inert and Tab reaches nothing.
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'About pages' });
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);

    await page.locator('body').press('Tab'); // skip link
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    while (!(await toggle.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(submenu).toBeHidden();

    // Focus leaving the item closes it.
    await page.keyboard.press('Enter');
    const links = submenu.getByRole('link');
    const count = await links.count();
    for (let index = 0; index <= count; index += 1) await page.keyboard.press('Tab');
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter on a submenu link navigates and marks it as the current page', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About pages' }).click();
    const link = nav.getByRole('link', { name: 'How We Work' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/process$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How We Work');
    const current = nav.locator('a[aria-current="page"]');
    await expect(current.first()).toBeAttached();
    for (const href of await current.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toBe('/about/process');
    }
  });

  test('hovering opens the dropdown and leaving closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'About pages' });
    await nav.getByRole('link', { name: 'About', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes a dropdown opened by hovering while the pointer stays on it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'About pages' });
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await nav.getByRole('link', { name: 'About', exact: true }).hover();
    await submenu.getByRole('link').first().hover();
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
    // It stays closed while the pointer rests there, and opens again when the pointer returns.
    await page.waitForTimeout(300);
    await expect(submenu).toBeHidden();
    await page.mouse.move(5, 600);
    await nav.getByRole('link', { name: 'About', exact: true }).hover();
    await expect(submenu).toBeVisible();
  });

  test('the logo link is named by the company name it shows', async ({ page }) => {
    await page.goto('/privacy');
    const logo = page.getByRole('banner').getByRole('link').first();
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo).toHaveAccessibleName(`${company.name} home page`);
    expect(await logo.innerText()).toContain(company.name);
  });

  test('the current page is marked with aria-current', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const current = nav.locator('[aria-current="page"]');
    const hrefs = await current.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/contact']));
  });

  test('the navbar becomes a compact pill after more than 50 px of scroll', async ({ page }) => {
    await page.goto('/privacy');
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-compact');
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(200);
    await expect(header).not.toHaveAttribute('data-compact');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-compact', 'true');
    // The bar's corners round through a 300 ms transition: its end is the pill.
    await expect
      .poll(async () =>
        parseFloat(
          await header
            .locator('> div')
            .evaluate((element) => getComputedStyle(element).borderRadius),
        ),
      )
      .toBeGreaterThan(100);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-compact');
  });
});

test.describe('navbar on touch devices', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('the first tap on a parent opens its submenu, a second tap follows its link', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const parent = nav.getByRole('link', { name: 'About', exact: true });
    await parent.tap();
    await expect(nav.getByRole('button', { name: 'About pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page).toHaveURL(/\/privacy$/);
    await parent.tap();
    await expect(page).toHaveURL(/\/about\/process$/);
  });
});

test.describe('navbar on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens, shows every item, closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = nav.getByRole('button', { name: 'Menu' });
    const list = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link', { name: 'Get in Touch' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Get Started' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await list.getByRole('button', { name: 'About pages' }).click();
    await list.getByRole('link', { name: 'How We Work' }).click();
    await expect(page).toHaveURL(/\/about\/process$/);
    await expect(list).toBeHidden();
  });
});
