import { expect, test, type Page } from '@playwright/test';

// The items of a long block near the fold (.near-screen in app/(site)/globals.css: job cards,
// case studies, hiring steps) are laid out only as they come near the screen, each standing in
// for itself until then with a placeholder as tall as its content (--placeholder).
const pages = ['/career', '/portfolio', '/career/product-manager'];

/** The elements of <main> the browser has laid out, and whether each item is (`laidOut`). */
function firstFrame(page: Page) {
  return page.evaluate(() => {
    const laidOut = (element: Element) =>
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: false });
    const main = [...document.querySelectorAll('main *')];
    return {
      screen: innerHeight,
      mainLaidOut: main.filter(laidOut).length,
      mainElements: main.length,
      items: [...document.querySelectorAll('.near-screen')].map((item) => ({
        top: item.getBoundingClientRect().top,
        // An item skipped by content-visibility is itself laid out; its content is not.
        laidOut: item.firstElementChild ? laidOut(item.firstElementChild) : true,
      })),
    };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path} lays out its first screens, not the items further down`, async ({ page }) => {
      await page.goto(path);
      const frame = await firstFrame(page);
      const further = frame.items.filter((item) => item.top > 3 * frame.screen);
      expect(further.length).toBeGreaterThan(0);
      for (const item of further)
        expect(item, `item at ${item.top}px`).toMatchObject({ laidOut: false });
      // Before the items were laid out on their own, /career laid out 414 of its 593 elements, 319
      // of them the job list; now 82 of main's 411 (/portfolio 81 of 301, a job page 74 of 125).
      expect(frame.mainLaidOut).toBeLessThan((frame.mainElements * 2) / 3);
    });
  }
});

for (const width of [412, 768, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 823 }, javaScriptEnabled: false });

    for (const path of pages) {
      test(`${path}: each item's placeholder is within a fifth of its height`, async ({ page }) => {
        await page.goto(path);
        const items = page.locator('.near-screen');
        expect(await items.count()).toBeGreaterThan(0);
        for (const item of await items.all()) {
          await item.scrollIntoViewIfNeeded();
          await expect(item.locator(':scope > *').first()).toBeVisible();
          const { height, placeholder } = await item.evaluate((element) => {
            const style = getComputedStyle(element);
            const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
            const px = (value: string) => parseFloat(value) || 0;
            return {
              height:
                element.getBoundingClientRect().height -
                px(style.paddingTop) -
                px(style.paddingBottom) -
                px(style.borderTopWidth) -
                px(style.borderBottomWidth),
              placeholder: parseFloat(style.getPropertyValue('--placeholder')) * rem,
            };
          });
          expect(placeholder, 'a --placeholder in rem').toBeGreaterThan(0);
          expect(Math.abs(height - placeholder) / height).toBeLessThan(0.2);
        }
      });
    }
  });
}
