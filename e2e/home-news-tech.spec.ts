import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Leader } from '@/content/leaders';
import type { NewsItem } from '@/content/news';
import { leaderLabels, teamPage } from '../content/leaders';
import { newsSection } from '../content/news';
import { getTechnologyCategories, technologiesSection } from '../content/technologies';
import { seedLeaders } from '../lib/cms/seed/leaders';
import { seedNews } from '../lib/cms/seed/news';
import { initialsOf } from '../lib/initials';
import { expectNoAxeViolations } from './support/axe';
import { visibleText } from './support/html';
import { scrollIntoViewSettled, waitForHydration } from './support/hydration';

const news = seedNews;
const categories = getTechnologyCategories();
const leaders: readonly Leader[] = seedLeaders;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const readMore = (page: Page, item: NewsItem) =>
  page.getByRole('link', { name: new RegExp(`^Read More\\W+${escapeRegExp(item.title)}$`) });

const profileButton = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^View Full Profile\\W+${name}$`) });

const insideOpenDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

/** Tabs through the dialog more times than it has controls: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const controls = await dialog.locator('a[href], button').count();
  for (let step = 0; step <= controls; step += 1) {
    await page.keyboard.press('Tab');
    expect(await insideOpenDialog(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await insideOpenDialog(page)).toBe(true);
}

/** Waits until the article's entrance animation has finished (a half-faded text fails contrast). */
async function articleSettled(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.locator('article').evaluate((article) => ({
        opacity: getComputedStyle(article).opacity,
        running: article.getAnimations().some((animation) => animation.playState === 'running'),
      })),
    )
    .toEqual({ opacity: '1', running: false });
}

/** The names in a technology panel as a screen reader hears them (logos are aria-hidden). */
function technologyNames(panel: Locator) {
  return panel.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim();
    }),
  );
}

test.describe('home page: news, technologies and leadership in the server HTML', () => {
  test('every card, every technology of every tab and both leaders are in the HTML', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    const expected = [
      newsSection.heading,
      ...news.flatMap((item) => [item.title, item.description, newsSection.readMore]),
      technologiesSection.heading,
      ...categories.flatMap((category) => [
        category.label,
        ...category.technologies.map((technology) => technology.name),
      ]),
      teamPage.leadershipHeading,
      ...leaders.flatMap((leader) => [leader.name, leader.position, leader.badge, leader.bio]),
      leaderLabels.viewProfile,
    ];
    for (const snippet of expected) expect(text).toContain(snippet);
    for (const item of news) expect(html).toContain(`src="${item.image}"`);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(categories.length);
    expect(html.match(/role="tab"/g)).toHaveLength(categories.length);
  });
});

test.describe('Latest News & Updates', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // Before hydration a click on Read More is an ordinary link to the article's page.
    await waitForHydration(page);
  });

  for (const item of news) {
    test(`"${item.title}" opens in a modal dialog that traps focus and closes three ways`, async ({
      page,
    }) => {
      const opener = readMore(page, item);
      const dialog = page.getByRole('dialog', { name: item.title });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: item.alt })).toBeVisible();
      await expect(dialog.getByText(item.content.headline)).toBeVisible();
      await expect(dialog.getByText(item.content.summary)).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([...item.content.keyPoints]);
      await expect(dialog.locator('figure blockquote')).toContainText(
        item.content.expertOpinion.quote,
      );
      await expect(dialog.locator('figure figcaption')).toContainText(
        item.content.expertOpinion.name,
      );
      await expect(dialog.getByText(item.content.futureOutlook)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
      await expectFocusTrapped(page, dialog);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByText(item.content.summary).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.overflow))
        .toBe('');
    });
  }
});

test.describe('Technologies & Tools', () => {
  test('tabs follow the WAI-ARIA pattern and show exactly the listed technologies', async ({
    page,
  }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: technologiesSection.tabsLabel });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(categories.map((category) => category.label));
    const panel = page.locator('#technologies [role="tabpanel"]:not([hidden])');

    async function expectSelected(index: number) {
      const category = categories[index]!;
      const tab = tabs.nth(index);
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
      await expect(tablist.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
      expect(await technologyNames(panel)).toEqual(
        category.technologies.map((technology) => technology.name),
      );
    }

    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // While the loading overlay shows, the page behind it is inert and takes no focus.
    await waitForHydration(page);
    await tabs.first().focus();
    await expectSelected(0);
    for (let index = 1; index < categories.length; index += 1) {
      await page.keyboard.press('ArrowRight');
      await expectSelected(index);
    }
    await page.keyboard.press('ArrowRight');
    await expectSelected(0);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(categories.length - 1);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(categories.length - 2);
    await page.keyboard.press('Home');
    await expectSelected(0);
    await page.keyboard.press('End');
    await expectSelected(categories.length - 1);

    // Only the selected tab is in the tab order: Tab moves on to its panel, Shift+Tab comes back.
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const active = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(active).not.toBe('tab');
  });

  test('logos are decorative; a technology without a logo gets a monogram', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#technologies');
    const marks = section.locator('[role="tabpanel"] li > :first-child');
    const total = categories.reduce((sum, category) => sum + category.technologies.length, 0);
    await expect(marks).toHaveCount(total);
    for (const mark of await marks.all()) await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await section.getByRole('tab', { name: 'Backend' }).click();
    await expect(section.locator('[role="tabpanel"]:not([hidden]) [data-monogram]')).toHaveText(
      'AWS',
    );
  });

  test('the logos are image files that load, in a colour that shows on the cards', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const logos = page.locator('#technologies [role="tabpanel"]:not([hidden]) img');
    await logos.first().scrollIntoViewIfNeeded();
    await expect(logos).toHaveCount(
      categories[0]!.technologies.filter((technology) => technology.logo).length,
    );
    for (const logo of await logos.all()) {
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(24);
    }
    const html5 = await request.get('/tech-logos/html5.svg');
    expect(html5.status()).toBe(200);
    expect(html5.headers()['content-type']).toContain('image/svg+xml');
    expect(html5.headers()['x-content-type-options']).toBe('nosniff');
    expect(await html5.text()).toContain('fill="#E34F26"');
    expect((await request.get('/tech-logos/no-such-logo.svg')).status()).toBe(404);
  });

  test('on a phone the tabs stay in one row that scrolls to the selected tab', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const tablist = page.locator('#technologies [role="tablist"]');
    const tabs = tablist.getByRole('tab');
    const rows = await tabs.evaluateAll(
      (all) => new Set(all.map((tab) => (tab as HTMLElement).offsetTop)).size,
    );
    expect(rows).toBe(1);
    expect(await tablist.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await tabs.first().focus();
    await page.keyboard.press('End');
    const last = tabs.last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // Fully inside the row's visible part (to within a subpixel).
    await expect
      .poll(() =>
        last.evaluate((tab) => {
          const [inner, outer] = [tab, tab.parentElement!].map((e) => e.getBoundingClientRect());
          return inner!.left >= outer!.left - 1 && inner!.right <= outer!.right + 1;
        }),
      )
      .toBe(true);
    // ...and so within the screen's width (the page's vertical position is not what this checks).
    const box = await last.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(-1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(376);
    // No page-wide sideways scroll: only the tab row scrolls.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('Executive Leadership on the home page', () => {
  test('the profile dialog works by keyboard: focus moves in, stays in, Escape returns it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const leader = leaders[0]!;
    const cards = page.locator('#leadership article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('CEO');
    await expect(cards.nth(1)).toContainText('COO');

    const opener = profileButton(page, leader.name);
    await opener.focus();
    await expect(opener).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: leader.name });
    await expect(dialog).toBeVisible();
    for (const heading of ['About', 'Key Achievements', 'Specialties']) {
      await expect(dialog.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the cards fade in 0.3 s apart when scrolled to, and are simply there with reduced motion', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.locator('#leadership');
    const cards = section.locator('li');
    await expect(section).toHaveAttribute('data-reveal', 'pending');
    await expect(cards.nth(1)).toHaveCSS('opacity', '0');
    // When each card's fade begins on the page's animation timeline (the transition's start plus
    // its delay), not when an event reached the test: a busy machine delivers events late.
    await cards.evaluateAll((items) => {
      const starts: number[] = [];
      (window as unknown as { cardStarts: number[] }).cardStarts = starts;
      items.forEach((item, index) =>
        item.addEventListener('transitionrun', (event) => {
          if (event.target !== item || (event as TransitionEvent).propertyName !== 'opacity')
            return;
          const fade = item
            .getAnimations()
            .find(
              (animation): animation is CSSTransition =>
                animation instanceof CSSTransition && animation.transitionProperty === 'opacity',
            );
          void fade?.ready.then(() => {
            starts[index] = Number(fade.startTime) + Number(fade.effect?.getTiming().delay ?? 0);
          });
        }),
      );
    });
    await scrollIntoViewSettled(section);
    await expect(cards.nth(1)).toHaveCSS('opacity', '1');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cardStarts: number[] }).cardStarts))
      .toHaveLength(2);
    const [first, second] = await page.evaluate(
      () => (window as unknown as { cardStarts: number[] }).cardStarts,
    );
    // Each card waits 0.3 s longer than the one before it...
    await expect(cards.nth(0)).toHaveCSS('transition-delay', /^0s/);
    await expect(cards.nth(1)).toHaveCSS('transition-delay', /^0\.3s/);
    // ...and the second fade begins that much later on the page's timeline.
    expect(second! - first!).toBeGreaterThan(250);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('#leadership')).not.toHaveAttribute('data-reveal');
    await expect(page.locator('#leadership li').nth(1)).toHaveCSS('opacity', '1');
  });

  test('a leader without a photo shows the initials placeholder', async ({ page }) => {
    await page.goto('/');
    for (const [index, leader] of leaders.entries()) {
      if (leader.image) continue;
      await expect(
        page.locator('#leadership article').nth(index).locator('[data-avatar="placeholder"]'),
      ).toHaveText(initialsOf(leader.name));
    }
  });

  test('a leader photo shows, and one that fails to load is replaced by the initials placeholder', async ({
    page,
  }) => {
    const withPhotos = leaders.filter((leader) => leader.image);
    expect(withPhotos.length).toBeGreaterThan(0);
    await page.goto('/');
    const first = withPhotos[0]!;
    const firstCard = page.locator('#leadership article').filter({ hasText: first.name });
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard.getByRole('img', { name: `Portrait of ${first.name}` })).toBeVisible();
    // A lazy image can be visible (laid out) a moment before its file has arrived.
    await expect
      .poll(() =>
        firstCard
          .getByRole('img', { name: `Portrait of ${first.name}` })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    for (const leader of withPhotos) {
      const file = leader.image!.split('/').pop()!;
      await page.route(`**/*${file}*`, (route) => route.fulfill({ status: 404 }));
    }
    await page.goto('/');
    for (const leader of withPhotos) {
      const card = page.locator('#leadership article').filter({ hasText: leader.name });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('[data-avatar="placeholder"]')).toBeVisible();
      await expect(card.getByRole('img', { name: `Portrait of ${leader.name}` })).toHaveCount(0);
    }
  });
});

for (const width of [1280, 375]) {
  test.describe(`axe with each dialog open at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('news dialogs', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      for (const item of news) {
        await readMore(page, item).click();
        const dialog = page.getByRole('dialog', { name: item.title });
        await expect(dialog).toBeVisible();
        await articleSettled(dialog);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    test('leader profile dialogs', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      for (const leader of leaders) {
        await profileButton(page, leader.name).click();
        const dialog = page.getByRole('dialog', { name: leader.name });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
}
