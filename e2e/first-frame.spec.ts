import { expect, test, type Page } from '@playwright/test';

// In the frame that first paints a page, its later blocks are not laid out (lib/first-frame.ts
// marks <html> with data-first-frame until the second frame; app/(site)/globals.css hides them
// while it is there). These tests hold the page's animation-frame callbacks, so the first frame
// lasts until the test lets it go: what the visitor's browser draws in that one frame is then
// what the test reads.

const LATER_BLOCKS = 'main > * + section, main article > section, body > footer, .near-screen';

/** Holds every requestAnimationFrame callback the page asks for until `releaseFrames`. */
async function holdFrames(page: Page) {
  await page.addInitScript(() => {
    const held: FrameRequestCallback[] = [];
    const request = window.requestAnimationFrame.bind(window);
    let holding = true;
    window.requestAnimationFrame = (callback) => {
      if (!holding) return request(callback);
      held.push(callback);
      return 0;
    };
    Object.assign(window, {
      releaseFrames() {
        holding = false;
        for (const callback of held.splice(0)) request(callback);
      },
    });
  });
}

function releaseFrames(page: Page) {
  return page.evaluate(() => (window as unknown as { releaseFrames(): void }).releaseFrames());
}

/** Whether the document is marked, and which later blocks have their content laid out. */
function state(page: Page) {
  return page.evaluate((selector) => {
    const laidOut = (element: Element) =>
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: false });
    return {
      marked: document.documentElement.hasAttribute('data-first-frame'),
      heading: laidOut(document.querySelector('main h1')!),
      blocks: [...document.querySelectorAll(selector)].map((block) => ({
        top: Math.round(block.getBoundingClientRect().top),
        laidOut: block.firstElementChild ? laidOut(block.firstElementChild) : true,
      })),
    };
  }, LATER_BLOCKS);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/', '/career', '/privacy/hi']) {
    test(`${path}: the first frame lays out the first screen only, the next one the blocks near it`, async ({
      page,
    }) => {
      await holdFrames(page);
      await page.goto(path);
      const first = await state(page);
      expect(first.marked).toBe(true);
      expect(first.heading).toBe(true);
      expect(first.blocks.length).toBeGreaterThan(0);
      expect(first.blocks.filter((block) => block.laidOut)).toEqual([]);

      await releaseFrames(page);
      await expect.poll(async () => (await state(page)).marked).toBe(false);
      // Chrome lays out what lies within one and a half screens below the fold (content-visibility:
      // auto); the block that starts nearest the fold is one of them again.
      const next = await state(page);
      const nearest = next.blocks.filter((block) => block.top < 823).at(-1) ?? next.blocks[0];
      expect(nearest).toMatchObject({ laidOut: true });
    });
  }

  test('an address with a #fragment is not marked, and the page scrolls to it', async ({
    page,
  }) => {
    await holdFrames(page);
    await page.goto('/privacy#retention');
    expect((await state(page)).marked).toBe(false);
    await releaseFrames(page);
    await page.waitForLoadState('load');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('retention')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
  });
});
