import { expect, test, type Page } from '@playwright/test';
import { teamPage } from '../content/leaders';
import { portfolioPage } from '../content/portfolio';
import {
  getSalesforceIndustries,
  getSalesforceServices,
  getSalesforceStats,
  salesforcePage,
} from '../content/salesforce';
import { seedCaseStudies } from '../lib/cms/seed/case-studies';
import { seedLeaders } from '../lib/cms/seed/leaders';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

async function expectHeading(page: Page, level: 1 | 2 | 3, name: string) {
  await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();
}

test.describe('/salesforce', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/salesforce');
  });

  test('has its hero, six service cards, eight industries, statistics and a call to action', async ({
    page,
  }) => {
    await expectHeading(page, 1, salesforcePage.title);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText(salesforcePage.title)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('link', { name: 'Get a Free Consultation' }).first(),
    ).toHaveAttribute('href', '/contact?service=salesforce');

    const cards = page.locator('#services > ul > li');
    await expect(cards).toHaveCount(6);
    for (const service of getSalesforceServices()) {
      await expect(
        page.locator(`#${service.id}-card`).getByRole('heading', { level: 3 }),
      ).toHaveText(service.title);
    }

    const industries = page.locator('#industries li');
    await expect(industries).toHaveCount(8);
    for (const industry of getSalesforceIndustries()) await expectHeading(page, 3, industry.name);

    const stats = page.getByRole('region', { name: salesforcePage.statsHeading });
    for (const stat of getSalesforceStats()) {
      await expect(stats.getByRole('definition').filter({ hasText: stat.value })).toBeVisible();
    }

    await expectHeading(page, 2, salesforcePage.cta.heading);
    await expect(page.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute(
      'href',
      '/contact?service=salesforce',
    );
  });

  test('every Learn More lands on the detail section of its service', async ({ page }) => {
    for (const service of getSalesforceServices()) {
      const link = page.locator(`#${service.id}-card`).getByRole('link', { name: /^Learn More/ });
      await expect(link).toHaveAttribute('href', `#${service.id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/salesforce#${service.id}$`));
      const section = page.locator(`[id="${service.id}"]`);
      await expect(section).toHaveCount(1);
      await expect(section).toBeInViewport();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(service.title);
      await expect(section.getByRole('listitem')).toHaveCount(service.detail.deliverables.length);
      await page.goto('/salesforce');
    }
  });
});

test.describe('/portfolio', () => {
  test('shows six anchored case studies with their facts, a sample note and a call to action', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await expectHeading(page, 1, portfolioPage.title);
    await expect(page.getByText(portfolioPage.sampleNote)).toBeVisible();

    const studies = seedCaseStudies;
    await expect(page.locator('main article')).toHaveCount(studies.length);
    expect(studies).toHaveLength(6);
    for (const study of studies) {
      const article = page.locator(`article[id="${study.id}"]`);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(study.title);
      const { challenge, built, stack, outcome } = portfolioPage.labels;
      for (const label of [challenge, built, stack, outcome]) {
        await expect(article.getByRole('heading', { level: 3, name: label })).toBeVisible();
      }
      await expect(article.getByText(study.client)).toBeVisible();
      // Its illustration is a decorative file of its own that loads and is drawn.
      const art = article.locator(`img[src="/illustrations/case-study-${study.art}.svg"]`);
      await expect(art).toHaveAttribute('alt', '');
      await art.scrollIntoViewIfNeeded();
      await expect
        .poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(480);
      for (const outcome of study.outcomes) {
        await expect(
          article.getByRole('definition').filter({ hasText: outcome.value }),
        ).toHaveCount(1);
      }
      const indexLink = page
        .getByRole('navigation', { name: portfolioPage.indexHeading })
        .getByRole('link', { name: study.title });
      await expect(indexLink).toHaveAttribute('href', `#${study.id}`);
    }

    await expectHeading(page, 2, portfolioPage.cta.heading);
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('/about/team', () => {
  const leaders = seedLeaders;
  const profileButton = (page: Page, name: string) =>
    page.getByRole('link', { name: new RegExp(`^View Full Profile\\W+${name}$`) });

  // The breadcrumb's last link is the last focusable element before the leader cards.
  const focusLastLinkBeforeLeaders = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'About' })
      .focus();

  test.beforeEach(async ({ page }) => {
    await page.goto('/about/team');
    // Before hydration a click on View Full Profile is an ordinary link to the profile's page.
    await waitForHydration(page);
  });

  test('shows the leadership cards and the wider team', async ({ page }) => {
    await expectHeading(page, 1, teamPage.title);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about/process',
    );
    await expectHeading(page, 2, teamPage.leadershipHeading);
    const cards = page.locator('#leadership article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('CEO');
    await expect(cards.nth(1)).toContainText('COO');
    for (const leader of leaders) {
      await expectHeading(page, 3, leader.name);
      await expect(page.getByText(leader.position, { exact: true })).toBeVisible();
    }
    await expectHeading(page, 2, teamPage.wider.heading);
    await expect(page.getByText(/50\+ people/)).toBeVisible();
  });

  test('the View Full Profile overlay shows on hover and on keyboard focus', async ({ page }) => {
    const [first, second] = leaders;
    const firstButton = profileButton(page, first!.name);
    const secondButton = profileButton(page, second!.name);
    await expect(firstButton).toHaveCSS('opacity', '0');

    await page.locator('#leadership article').first().hover();
    await expect(firstButton).toHaveCSS('opacity', '1');
    await expect(secondButton).toHaveCSS('opacity', '0');

    await page.mouse.move(0, 0);
    await expect(firstButton).toHaveCSS('opacity', '0');
    await focusLastLinkBeforeLeaders(page);
    await page.keyboard.press('Tab');
    await expect(firstButton).toBeFocused();
    await expect(firstButton).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(secondButton).toBeFocused();
    await expect(secondButton).toHaveCSS('opacity', '1');
    await expect(firstButton).toHaveCSS('opacity', '0');
  });

  test('the profile dialog works by keyboard: focus moves in, stays in, Escape returns it', async ({
    page,
  }) => {
    const leader = leaders[0]!;
    const opener = profileButton(page, leader.name);
    await focusLastLinkBeforeLeaders(page);
    await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: leader.name });
    await expect(dialog).toBeVisible();
    for (const heading of ['About', 'Key Achievements', 'Specialties']) {
      await expect(dialog.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    const connect = dialog.getByRole('link', { name: /^Connect.*\(opens in a new tab\)$/ });
    await expect(connect).toHaveAttribute('target', '_blank');
    await expect(connect).toHaveAttribute('href', leader.social.linkedin);
    await expect(dialog.getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      `mailto:${leader.social.email}`,
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    const focusables = await dialog.locator('a[href], button').count();
    const insideDialog = () =>
      page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
    for (let step = 0; step < focusables; step += 1) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: /^Email/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('a click on the backdrop or the Close button closes the dialog', async ({ page }) => {
    const leader = leaders[1]!;
    const dialog = page.getByRole('dialog', { name: leader.name });
    await profileButton(page, leader.name).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('heading', { name: 'About' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();

    await profileButton(page, leader.name).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const width of [1280, 375]) {
    test(`has no axe violations with the profile dialog open at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const leader = leaders[0]!;
      await profileButton(page, leader.name).click();
      await expect(page.getByRole('dialog', { name: leader.name })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
