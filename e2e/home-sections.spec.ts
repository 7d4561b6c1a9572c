import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  getAboutBlock,
  getHomeStats,
  getProcessSection,
  getServicesShowcase,
  getSustainability,
} from '../content/home';
import { visibleText } from './support/html';
import { scrollIntoViewSettled, waitForHydration } from './support/hydration';

const processSection = getProcessSection();
const showcase = getServicesShowcase();
const about = getAboutBlock();
const stats = getHomeStats();
const sustainability = getSustainability();

function showcaseParts(page: Page) {
  const section = page.locator('#our-services');
  return {
    section,
    pin: section.locator('.services-pin'),
    row: section.locator('.services-row'),
    cards: section.locator('.services-card'),
    links: section.getByRole('link', { name: /^Read More about / }),
  };
}

/**
 * Opens the home page where the showcase is pinned and waits until it is interactive: the scroll
 * and focus handlers that move the row are attached at hydration.
 */
async function openPinnedShowcase(page: Page) {
  await page.goto('/');
  const parts = showcaseParts(page);
  await expect(parts.pin).toHaveCSS('position', 'sticky');
  await waitForHydration(page);
  return parts;
}

/** Scrolls the page so the section's top is `offset` px below the top of the viewport. */
async function scrollSectionTo(section: Locator, offset: number) {
  await section.evaluate((element, offset) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - offset, behavior: 'instant' });
  }, offset);
}

async function rowOffset(row: Locator): Promise<number> {
  return row.evaluate((element) => -new DOMMatrix(getComputedStyle(element).transform).m41);
}

/** Whether the element's box lies entirely inside the viewport. */
async function fullyInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= document.documentElement.clientWidth &&
      box.bottom <= window.innerHeight
    );
  });
}

async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('home page sections in the server-rendered HTML', () => {
  test('process, services, about, statistics and sustainability are all there', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const text = visibleText(await response.text());
    const expected = [
      processSection.heading,
      ...processSection.steps.flatMap((step) => [step.title, step.text]),
      showcase.heading,
      showcase.hint,
      ...showcase.services.flatMap((service) => [service.title, service.description]),
      about.heading,
      ...about.paragraphs,
      ...about.figures.flatMap((figure) => [figure.value, figure.label]),
      ...stats.stats.flatMap((stat) => [`${stat.target}${stat.suffix}`, stat.label]),
      sustainability.heading,
      sustainability.text,
      ...sustainability.bullets,
      sustainability.action.label,
    ];
    for (const snippet of expected) expect(text).toContain(snippet);
    expect(text).toContain('2006');
    expect(text).toContain('100% project delivery success rate');
  });

  test('every Read More and Learn More link of these sections answers 200', async ({ request }) => {
    const targets = [
      ...showcase.services.map((service) => service.href),
      sustainability.action.href,
    ];
    for (const href of new Set(targets)) {
      const [path, fragment] = href.split('#');
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
      if (fragment) expect(await response.text(), href).toContain(`id="${fragment}"`);
    }
  });
});

test.describe('Our Services at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('pins 15% down the viewport while vertical scrolling moves the row sideways', async ({
    page,
  }) => {
    const { section, pin, row, cards } = await openPinnedShowcase(page);
    await expect(section.getByText(showcase.hint)).toBeVisible();
    const geometry = await section.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      pinHeight: element.querySelector<HTMLElement>('.services-pin')!.offsetHeight,
      rowWidth: element.querySelector<HTMLElement>('.services-row')!.offsetWidth,
      windowWidth: document.documentElement.clientWidth,
    }));
    const travel = geometry.rowWidth - geometry.windowWidth;
    expect(travel).toBeGreaterThan(1000);
    // One viewport plus the travel (CSS measures it against 100vw, scrollbar included).
    expect(Math.abs(geometry.height - (800 + travel))).toBeLessThan(20);

    const pinTop = 0.15 * 800;
    const pinned = geometry.height - geometry.pinHeight;
    const samples: { top: number; offset: number }[] = [];
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await scrollSectionTo(section, pinTop - fraction * pinned);
      await nextFrames(page);
      const top = await pin.evaluate((element) => element.getBoundingClientRect().top);
      samples.push({ top, offset: await rowOffset(row) });
    }
    for (const sample of samples) expect(sample.top).toBeCloseTo(pinTop, 0);
    expect(samples[0]!.offset).toBeCloseTo(0, 0);
    expect(samples[2]!.offset).toBeCloseTo(travel / 2, -1);
    expect(samples[4]!.offset).toBeCloseTo(travel, 0);
    for (let index = 1; index < samples.length; index += 1) {
      expect(samples[index]!.offset).toBeGreaterThan(samples[index - 1]!.offset);
    }
    // At the end of the pin the last card stands fully inside the window.
    expect(await fullyInView(cards.last())).toBe(true);
  });

  test('tabbing through the Read More links keeps each focused card fully in view', async ({
    page,
  }) => {
    const { links, cards } = await openPinnedShowcase(page);
    await links.first().focus();
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
      await nextFrames(page);
      expect(await fullyInView(cards.nth(index)), `card ${index + 1}`).toBe(true);
    }
    for (let index = count - 2; index >= 0; index -= 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(links.nth(index)).toBeFocused();
      await nextFrames(page);
      expect(await fullyInView(cards.nth(index)), `card ${index + 1} backwards`).toBe(true);
    }
  });
});

test.describe('Our Services at 1280 x 800, with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click on a partly visible card follows its link without moving the page', async ({
    page,
  }) => {
    const { section, row, links } = await openPinnedShowcase(page);
    const fifth = showcase.services[4]!;
    // Scroll until the fifth card is cut by the right edge of the window.
    for (let offset = 0; offset < 400; offset += 20) {
      await scrollSectionTo(section, 0.15 * 800 - offset);
      await nextFrames(page);
      const box = await links
        .nth(4)
        .evaluate((link) => link.closest('li')!.getBoundingClientRect());
      if (box.right > 1280 && box.left < 1100) break;
    }
    const before = await page.evaluate(() => window.scrollY);
    const offsetBefore = await rowOffset(row);
    await page.mouse.move(0, 0);
    const link = await links.nth(4).boundingBox();
    await page.mouse.move(link!.x + 10, link!.y + link!.height / 2);
    await page.mouse.down();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await rowOffset(row)).toBeCloseTo(offsetBefore, 0);
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${fifth.href}$`));
  });
});

async function expectPlainScrollableRow(page: Page) {
  const { section, pin, row, cards, links } = showcaseParts(page);
  const viewport = section.getByRole('region', { name: showcase.rowLabel });
  await expect(pin).toHaveCSS('position', 'static');
  await expect(viewport).toHaveCSS('overflow-x', 'auto');
  await expect(viewport).toHaveCSS('scroll-snap-type', 'x mandatory');
  await expect(section.getByText(showcase.hint)).toBeHidden();
  const height = await section.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThan(900);

  await scrollSectionTo(section, 0);
  const before = await rowOffset(row);
  await page.mouse.wheel(0, 400);
  await nextFrames(page);
  expect(await rowOffset(row)).toBe(before);

  // Keyboard: the row takes focus and the arrow keys scroll it.
  await viewport.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // Focusing a card's link brings the whole card into view.
  await links.last().focus();
  await expect.poll(() => fullyInView(cards.last())).toBe(true);
  await links.nth(3).focus();
  await expect.poll(() => fullyInView(cards.nth(3))).toBe(true);
}

test.describe('Our Services without the pinned mode', () => {
  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test('is a plain horizontally scrollable row', async ({ page }) => {
      await page.goto('/');
      await expectPlainScrollableRow(page);
    });
  });

  test.describe('with reduced motion at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    test('is a plain horizontally scrollable row', async ({ page }) => {
      await page.goto('/');
      await expectPlainScrollableRow(page);
    });
  });

  test.describe('with motion paused site-wide at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('is a plain horizontally scrollable row', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Pause motion' }).click();
      await expectPlainScrollableRow(page);
    });
  });
});

test.describe('statistics strip', () => {
  const finals = stats.stats.map((stat) => `${stat.target}${stat.suffix}`);

  /** Records every text the animated figures show from now on. */
  async function recordFigures(page: Page) {
    await page.evaluate(() => {
      const figures = [...document.querySelectorAll('#track-record dd [data-count-up]')];
      const seen: string[][] = figures.map((figure) => [figure.textContent ?? '']);
      (window as unknown as { seenFigures: string[][] }).seenFigures = seen;
      figures.forEach((figure, index) => {
        new MutationObserver(() => seen[index]!.push(figure.textContent ?? '')).observe(figure, {
          characterData: true,
          childList: true,
          subtree: true,
        });
      });
    });
    return () =>
      page.evaluate(() => (window as unknown as { seenFigures: string[][] }).seenFigures);
  }

  const numberOf = (text: string) => Number(text.replace(/\D/g, ''));

  test('counts up once when scrolled into view, with the final values for screen readers', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = page.locator('#track-record');
    await expect(strip.locator('dd .sr-only')).toHaveText(finals);
    // Below the fold the counters wait at zero.
    await expect(strip.locator('dd [data-count-up]').first()).toHaveText('0+');
    const seen = await recordFigures(page);
    await scrollIntoViewSettled(strip);
    await expect(strip.locator('dd [data-count-up]')).toHaveText(finals, { timeout: 5000 });
    await expect(strip.locator('dd .sr-only')).toHaveText(finals);
    const history = await seen();
    history.forEach((values, index) => {
      const numbers = values.map(numberOf);
      expect(numbers.length).toBeGreaterThan(10);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(Math.max(...numbers)).toBe(stats.stats[index]!.target);
    });
    // Once only: leaving and coming back does not restart the count.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await strip.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(strip.locator('dd [data-count-up]')).toHaveText(finals);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('shows the final values without counting', async ({ page }) => {
      await page.goto('/');
      const strip = page.locator('#track-record');
      const seen = await recordFigures(page);
      await strip.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await expect(strip.locator('dd [data-count-up]')).toHaveText(finals);
      expect((await seen()).map((values) => values.map(numberOf))).toEqual(
        stats.stats.map((stat) => [stat.target]),
      );
    });
  });
});

for (const width of [1280, 375]) {
  test.describe(`layout stability at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no layout shift above 0.02 while loading and scrolling through the page', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const record = { total: 0, sources: [] as string[] };
        (window as unknown as { layoutShift: typeof record }).layoutShift = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            record.total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              record.sources.push(
                `${entry.value.toFixed(4)} ${element?.tagName ?? '?'}.${element?.className ?? ''}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/', { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 200) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForTimeout(2500);
      const shift = await page.evaluate(
        () =>
          (window as unknown as { layoutShift: { total: number; sources: string[] } }).layoutShift,
      );
      expect(shift.total, shift.sources.join('\n')).toBeLessThan(0.02);
    });
  });
}
