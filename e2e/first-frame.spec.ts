import { expect, test, type Page } from '@playwright/test';
import { LATER_BLOCKS } from '../lib/first-frame';

// In the frame that first paints a page, its later blocks are not laid out (lib/first-frame.ts
// marks <html> with data-first-frame until the second frame; app/(site)/globals.css hides them
// while it is there). These tests hold the page's animation-frame callbacks, so the first frame
// lasts until the test lets it go: what the visitor's browser draws in that one frame is then
// what the test reads.

/**
 * Holds every requestAnimationFrame callback the page asks for until `releaseFrames`;
 * `releaseFrame` lets the ones held so far run in the next frame and holds those they ask for.
 */
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
      releaseFrame() {
        return new Promise<number>((resolve) => {
          const callbacks = held.splice(0);
          request((time) => {
            for (const callback of callbacks) callback(time);
            resolve(callbacks.length);
          });
        });
      },
      releaseFrames() {
        holding = false;
        for (const callback of held.splice(0)) request(callback);
      },
    });
  });
}

type Held = { releaseFrame(): Promise<number>; releaseFrames(): void };

function releaseFrame(page: Page) {
  return page.evaluate(() => (window as unknown as Held).releaseFrame());
}

function releaseFrames(page: Page) {
  return page.evaluate(() => (window as unknown as Held).releaseFrames());
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

  for (const path of ['/services', '/career', '/about/team']) {
    test(`${path}: a later block that begins on the first screen is laid out in the first frame`, async ({
      page,
    }) => {
      await holdFrames(page);
      await page.goto(path);
      // The first frame: the script's callback runs, the one it asks for to end the mark is held.
      expect(await releaseFrame(page)).toBeGreaterThan(0);
      const first = await state(page);
      expect(first.marked).toBe(true);
      const onScreen = first.blocks.filter((block) => block.top < 823);
      expect(onScreen.length).toBeGreaterThan(0);
      expect(onScreen.filter((block) => !block.laidOut)).toEqual([]);
      // What begins below the first screen still waits for the next frame.
      const below = first.blocks.filter((block) => block.top >= 823);
      expect(below.length).toBeGreaterThan(0);
      expect(below.filter((block) => block.laidOut)).toEqual([]);

      await releaseFrames(page);
      await expect.poll(async () => (await state(page)).marked).toBe(false);
      // The rule that let them in goes with the mark.
      const rules = await page.evaluate(() =>
        [...document.querySelectorAll('style')].filter((style) =>
          style.textContent!.includes('html[data-first-frame] body>'),
        ),
      );
      expect(rules).toEqual([]);
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
