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

// A form below the first screen is not displayed in the first frame where the screen ends above
// it (a phone, a tablet held upright: .form-below-first-screen in app/(site)/globals.css), so that
// Chrome's autofill does not lay it out before the first paint; where the form would be on the
// first screen (a wide or a tall screen) it is there from the first frame.
for (const { path, selector } of [
  { path: '/contact', selector: '#contact-form-heading ~ form' },
  { path: '/career', selector: 'form[role=search]' },
]) {
  test.describe(`${path}: its form in the first frame`, () => {
    /** The form's display and where it and the footer begin, as the current frame has them. */
    function form(page: Page) {
      return page.evaluate((selector) => {
        const element = document.querySelector(selector)!;
        return {
          marked: document.documentElement.hasAttribute('data-first-frame'),
          displayed: getComputedStyle(element).display !== 'none',
          top: element.getBoundingClientRect().top,
          footer: document.querySelector('body > footer')!.getBoundingClientRect().top,
        };
      }, selector);
    }

    /** The page on a screen of this size, held in its first frame. */
    async function firstFrame(page: Page, width: number, height: number) {
      await page.setViewportSize({ width, height });
      await holdFrames(page);
      await page.goto(path);
      const first = await form(page);
      expect(first.marked).toBe(true);
      return first;
    }

    // 1,119 px is the tallest screen the rule takes (under 70rem); 320 x 568 the smallest phone.
    for (const [width, height] of [
      [320, 568],
      [412, 823],
      [1023, 1119],
    ] as const) {
      test(`at ${width} x ${height} it waits for the next frame, and nothing on screen moves`, async ({
        page,
      }) => {
        const first = await firstFrame(page, width, height);
        expect(first.displayed).toBe(false);
        expect(first.footer).toBeGreaterThan(height);

        await releaseFrames(page);
        await expect.poll(async () => (await form(page)).marked).toBe(false);
        const next = await form(page);
        expect(next.displayed).toBe(true);
        // It begins below the first screen: bringing it back moves nothing the visitor sees.
        expect(next.top).toBeGreaterThan(height);
      });
    }

    // Taller than 70rem or wider than 64rem (where the contact form is on the first screen) the
    // rule does not apply.
    for (const [width, height] of [
      [1023, 1120],
      [1280, 823],
    ] as const) {
      test(`at ${width} x ${height} it is displayed from the first frame`, async ({ page }) => {
        expect((await firstFrame(page, width, height)).displayed).toBe(true);
      });
    }
  });
}
