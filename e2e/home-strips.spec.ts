import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  getClientLogos,
  getClientStories,
  clientLogosSection as logosCopy,
  successStoriesSection as storiesCopy,
} from '../content/clients';
import { expectNoAxeViolations } from './support/axe';
import { scrollIntoViewSettled } from './support/hydration';
import { pauseAllMotion, revealWholePage } from './support/settle';

const logos = getClientLogos();
const stories = getClientStories();

function section(page: Page, heading: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
}

const logoStrip = (page: Page) => page.getByRole('group', { name: logosCopy.stripLabel });
const reviewRow = (page: Page) => page.getByRole('group', { name: storiesCopy.rowLabel });

/**
 * How far the logo track has moved: the x offset of its current transform. A pause asked for by
 * hover, focus or the button takes effect on the browser's next frame (until then the animation
 * is pending and keeps moving), so the offset is read once any pending play or pause is done.
 */
function logoOffset(page: Page): Promise<number> {
  return page.locator('.logo-marquee-track').evaluate(async (track) => {
    await Promise.all(track.getAnimations().map((animation) => animation.ready));
    return new DOMMatrix(getComputedStyle(track).transform).m41;
  });
}

function reviewScroll(page: Page): Promise<number> {
  return reviewRow(page).evaluate((row) => row.scrollLeft);
}

/** Moves the pointer off both strips and focus to nothing, so only the button holds them. */
async function letGo(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Generous: a busy machine can hold back the first frames after load for a few seconds. */
async function expectMoving(read: () => Promise<number>) {
  const start = await read();
  await expect.poll(read, { timeout: 15_000 }).not.toBe(start);
}

async function expectStill(page: Page, read: () => Promise<number>) {
  const before = await read();
  await page.waitForTimeout(1000);
  expect(await read()).toBe(before);
}

async function openLogos(page: Page) {
  await page.goto('/');
  await scrollIntoViewSettled(logoStrip(page));
  await page.mouse.move(1, 1);
}

async function openStories(page: Page) {
  await page.goto('/');
  await scrollIntoViewSettled(reviewRow(page));
  await page.mouse.move(1, 1);
}

test.describe('home page strips in the server HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('both strips are there and readable without JavaScript, standing still', async ({
    page,
  }) => {
    await page.goto('/');
    const logoSection = section(page, logosCopy.heading);
    await expect(logoStrip(page).getByRole('img')).toHaveCount(logos.length);
    for (const logo of logos) {
      await expect(logoStrip(page).getByRole('img', { name: logo.name })).toBeVisible();
    }
    // Only the first set shows, wrapped, and the pause button (which needs JavaScript) is hidden.
    await expect(logoSection.locator('img')).toHaveCount(logos.length * 3);
    await expect(logoSection.locator('img:visible')).toHaveCount(logos.length);
    await expect(logoSection.getByRole('button')).toHaveCount(0);
    expect(await logoOffset(page)).toBe(0);

    const storySection = section(page, storiesCopy.heading);
    await expect(storySection.getByText(storiesCopy.eyebrow)).toBeVisible();
    const figures = reviewRow(page).getByRole('figure');
    await expect(figures).toHaveCount(stories.length);
    for (const [index, story] of stories.entries()) {
      await expect(figures.nth(index).locator('blockquote')).toContainText(story.quote);
      await expect(figures.nth(index).locator('figcaption')).toContainText(story.name);
      await expect(figures.nth(index)).toContainText('Rated 5 out of 5');
    }
    await figures.last().scrollIntoViewIfNeeded();
    await expect(figures.last()).toBeVisible();
    await expect(storySection.getByRole('button')).toHaveCount(0);
  });
});

test.describe('client logos strip', () => {
  test('scrolls seamlessly: three equal sets, the copies hidden from assistive technology', async ({
    page,
  }) => {
    await openLogos(page);
    await expectMoving(() => logoOffset(page));
    const widths = await page
      .locator('.logo-marquee-set')
      .evaluateAll((sets) => sets.map((set) => set.getBoundingClientRect().width));
    const trackWidth = await page
      .locator('.logo-marquee-track')
      .evaluate((track) => track.getBoundingClientRect().width);
    expect(widths).toHaveLength(3);
    for (const width of widths) expect(width).toBeCloseTo(widths[0]!, 2);
    expect(trackWidth).toBeCloseTo(widths[0]! * 3, 2);
    for (const logo of logos) {
      await expect(page.getByRole('img', { name: logo.name })).toHaveCount(1);
    }
  });

  test('its pause button stops it and play starts it again', async ({ page }) => {
    await openLogos(page);
    await expectMoving(() => logoOffset(page));
    await page.getByRole('button', { name: 'Pause client logos' }).click();
    await letGo(page);
    await expectStill(page, () => logoOffset(page));
    await page.getByRole('button', { name: 'Play client logos' }).click();
    await letGo(page);
    await expectMoving(() => logoOffset(page));
  });

  test('stops while hovered and while it has keyboard focus; logos are grey until hovered', async ({
    page,
  }) => {
    await openLogos(page);
    const first = logoStrip(page).getByRole('img', { name: logos[0]!.name });
    await expect(first).toHaveCSS('filter', 'grayscale(1)');
    await logoStrip(page).hover();
    await expectStill(page, () => logoOffset(page));
    await page.mouse.move(1, 1);
    await expectMoving(() => logoOffset(page));

    await page.getByRole('button', { name: 'Pause client logos' }).focus();
    await page.keyboard.press('Tab');
    await expect(logoStrip(page)).toBeFocused();
    await expectStill(page, () => logoOffset(page));
    await letGo(page);
    await expectMoving(() => logoOffset(page));
  });

  test('shows a logo in colour under the pointer', async ({ page }) => {
    await openLogos(page);
    await page.getByRole('button', { name: 'Pause client logos' }).click();
    // The centre of whichever logo is fully on screen now (the strip has moved since load); the
    // middle of the strip itself may fall in the gap between two logos.
    const centre = await logoStrip(page).evaluate((strip) => {
      const box = strip.getBoundingClientRect();
      const logo = [...strip.querySelectorAll('img')]
        .map((img) => img.getBoundingClientRect())
        .find((rect) => rect.width > 0 && rect.left >= box.left && rect.right <= box.right);
      if (!logo) throw new Error('no logo fully inside the strip');
      return { x: logo.left + logo.width / 2, y: logo.top + logo.height / 2 };
    });
    await page.mouse.move(centre.x, centre.y);
    const hovered = page.locator('.logo-marquee img:hover');
    await expect(hovered).toHaveCount(1);
    await expect(hovered).toHaveCSS('filter', 'grayscale(0)');
    await expect(page.locator('.logo-marquee img:not(:hover)').first()).toHaveCSS(
      'filter',
      'grayscale(1)',
    );
  });
});

test.describe('client success stories', () => {
  test('scroll by themselves once on screen and wrap seamlessly to the start', async ({ page }) => {
    await openStories(page);
    await expectMoving(() => reviewScroll(page));
    const loopWidth = await reviewRow(page).evaluate((row) => {
      const [items, copy] = row.querySelectorAll('ul');
      return copy!.offsetLeft - items!.offsetLeft;
    });
    expect(loopWidth).toBeGreaterThan(0);
    await reviewRow(page).evaluate((row, to) => (row.scrollLeft = to), loopWidth - 3);
    await expect.poll(() => reviewScroll(page)).toBeLessThan(100);
    await expect(page.getByRole('figure')).toHaveCount(stories.length);
  });

  test('its pause button stops the row and play starts it again', async ({ page }) => {
    await openStories(page);
    await expectMoving(() => reviewScroll(page));
    await page.getByRole('button', { name: 'Pause client reviews' }).click();
    await letGo(page);
    await expectStill(page, () => reviewScroll(page));
    await page.getByRole('button', { name: 'Play client reviews' }).click();
    await letGo(page);
    await expectMoving(() => reviewScroll(page));
  });

  test('stops while hovered; with keyboard focus it stops and scrolls by arrow keys', async ({
    page,
  }) => {
    await openStories(page);
    await expectMoving(() => reviewScroll(page));
    await reviewRow(page).hover();
    await expectStill(page, () => reviewScroll(page));
    await page.mouse.move(1, 1);
    await expectMoving(() => reviewScroll(page));

    await page.getByRole('button', { name: 'Pause client reviews' }).focus();
    await page.keyboard.press('Tab');
    await expect(reviewRow(page)).toBeFocused();
    await expectStill(page, () => reviewScroll(page));
    const before = await reviewScroll(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => reviewScroll(page)).toBeGreaterThan(before);
  });
});

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('nothing moves and no pause button is offered', async ({ page }) => {
    await openLogos(page);
    const logoSection = section(page, logosCopy.heading);
    await expect(logoSection.locator('img:visible')).toHaveCount(logos.length);
    await expect(logoSection.getByRole('button', { name: /client logos$/ })).toBeHidden();
    await expectStill(page, () => logoOffset(page));
    expect(await logoOffset(page)).toBe(0);

    await reviewRow(page).scrollIntoViewIfNeeded();
    await expect(reviewRow(page).getByRole('figure')).toHaveCount(stories.length);
    await expect(
      section(page, storiesCopy.heading).getByRole('button', { name: /client reviews$/ }),
    ).toBeHidden();
    await expectStill(page, () => reviewScroll(page));
    expect(await reviewScroll(page)).toBe(0);
    await expect(reviewRow(page).locator('figure').first()).toHaveCSS('opacity', '1');
  });
});

test('the site-wide pause stops both strips', async ({ page }) => {
  await openLogos(page);
  await pauseAllMotion(page);
  await letGo(page);
  await expectStill(page, () => logoOffset(page));
  await reviewRow(page).scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  await expectStill(page, () => reviewScroll(page));
  await expect(page.getByRole('button', { name: 'Pause client reviews' })).toBeHidden();
});

for (const width of [1280, 375]) {
  test(`both strips have no WCAG 2.2 A/AA violations at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000); // two axe runs on the whole revealed home page
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await revealWholePage(page);
    const strips = {
      include: [
        'section[aria-labelledby="client-logos-heading"]',
        'section[aria-labelledby="success-stories-heading"]',
      ],
    };
    // Moving, with the pause buttons shown (each a target of at least 44 x 44 px)...
    for (const name of ['Pause client logos', 'Pause client reviews']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page, strips);
    // ...and stopped.
    await pauseAllMotion(page);
    await expectNoAxeViolations(page, strips);
  });
}
