import { expect, test } from '@playwright/test';
import { socialLinks } from '../content/company';
import { pages } from '../content/pages';
import { worldClockCities } from '../content/shell';
import { requestGate } from './support/gate';

type Page = import('@playwright/test').Page;

const clock = (page: Page, timeZone: string) =>
  page.locator(`footer time[data-timezone="${timeZone}"]`);

/** The clocks start only once the footer comes near the viewport. */
const scrollToClocks = (page: Page) =>
  page.getByRole('list', { name: 'World clocks' }).scrollIntoViewIfNeeded();

test('the footer clocks tick every second and show each city’s local time', async ({ page }) => {
  // Nothing is formatted while the footer is out of sight (it costs main-thread time on load).
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('footer time')).toHaveCount(0);
  await scrollToClocks(page);
  for (const { city, timeZone } of worldClockCities) {
    await expect(page.getByRole('contentinfo').getByText(city, { exact: true })).toBeVisible();
    await expect(clock(page, timeZone)).toHaveText(/^\d\d:\d\d:\d\d$/);
  }
  const first = await clock(page, 'Asia/Kolkata').textContent();
  await expect(clock(page, 'Asia/Kolkata')).not.toHaveText(first!, { timeout: 2500 });

  // The shown time matches the zone's real time (within two seconds).
  const shown = await clock(page, 'America/New_York').textContent();
  const expected = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const seconds = (value: string) =>
    value
      .split(':')
      .map(Number)
      .reduce((total, part) => total * 60 + part, 0);
  expect(Math.abs(seconds(shown!) - seconds(expected)) % (24 * 3600)).toBeLessThanOrEqual(2);
});

test('each social link shows its mark, painted from its file in the link colour', async ({
  page,
}) => {
  await page.goto('/privacy');
  const links = page.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(links).toHaveCount(socialLinks.length);
  for (const [index, social] of socialLinks.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(`${social.label} (opens in a new tab)`);
    const icon = link.locator('.icon-mask');
    const drawn = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        mask: style.maskImage,
        fill: style.backgroundColor,
        colour: getComputedStyle(element.parentElement!).color,
        size: [box.width, box.height],
      };
    });
    const file = `/social/${social.icon}.svg`;
    expect(drawn.mask).toContain(file);
    expect(drawn.fill).toBe(drawn.colour);
    expect(drawn.size).toEqual([20, 20]);
    const response = await page.request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toMatch(
      /^<svg [^>]*viewBox="0 0 24 24"><path d="M[^"]+"\/><\/svg>/,
    );
  }
});

test('decorative drawings are files of their own that load, with an empty text alternative', async ({
  page,
}) => {
  const pages = [
    ['/about/process', 3],
    ['/services/cloud-services', 1],
    ['/portfolio', 6],
  ] as const;
  for (const [path, count] of pages) {
    await page.goto(path);
    const drawings = page.locator('main img[src^="/illustrations/"]');
    await expect(drawings).toHaveCount(count);
    for (const drawing of await drawings.all()) {
      await expect(drawing).toHaveAttribute('alt', '');
      await drawing.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBe(480);
    }
  }
});

test('the site-wide Pause motion control stops the clocks and is remembered', async ({ page }) => {
  await page.goto('/');
  await scrollToClocks(page);
  const toggle = page.getByRole('button', { name: 'Pause motion' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'paused');
  const frozen = await clock(page, 'Europe/London').textContent();
  await page.waitForTimeout(1500);
  await expect(clock(page, 'Europe/London')).toHaveText(frozen!);

  await page.reload();
  await scrollToClocks(page);
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'paused');
  await expect(page.getByRole('button', { name: 'Pause motion' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Pause motion' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-motion');
  const resumed = await clock(page, 'Europe/London').textContent();
  await expect(clock(page, 'Europe/London')).not.toHaveText(resumed!, { timeout: 2500 });
});

test('the server sends placeholders, not a time, so hydration cannot mismatch', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('--:--:--');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await scrollToClocks(page);
  await expect(clock(page, 'Asia/Tokyo')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the offline dialog appears when the connection drops and goes away when it returns', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  const dialog = page.getByRole('dialog', { name: 'No Internet Connection' });
  await expect(dialog).toBeHidden();
  await context.setOffline(true);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Oops! It seems you're offline. Please check your internet connection and try again.",
  );
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByRole('status')).toContainText('Still offline');
  await expect(dialog).toBeVisible();

  await context.setOffline(false);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test.describe('motion effects', () => {
  test('with a mouse the cursor glow follows, clicks spark and sections reveal on scroll', async ({
    page,
  }) => {
    await page.goto('/about/process');
    const glow = page.getByTestId('cursor-glow');
    await expect(glow).toBeAttached();
    await page.mouse.move(400, 300);
    await expect
      .poll(async () => glow.evaluate((element) => element.style.transform))
      .toContain('translate3d(200px, 100px');
    // It eases toward the pointer (passing through intermediate positions) and then settles on it.
    // The page records every transform it writes: sampling from here, a round trip per sample,
    // can miss the easing on a loaded machine.
    const written = await glow.evaluateHandle((element) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(element.style.transform)).observe(element, {
        attributeFilter: ['style'],
      });
      return seen;
    });
    await page.mouse.move(600, 400);
    await expect
      .poll(async () => glow.evaluate((element) => element.style.transform))
      .toContain('translate3d(400px, 200px');
    const positions = await written.jsonValue();
    expect(new Set(positions).size).toBeGreaterThan(2);
    expect(positions.at(-1)).toContain('translate3d(400px, 200px');
    await page.mouse.click(640, 420);
    await expect(page.locator('canvas[data-testid="click-sparks"]')).toBeAttached();

    const pending = page.locator('[data-reveal="pending"]');
    await expect(pending.first()).toBeAttached();
    const count = await pending.count();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('[data-reveal="shown"]').first()).toBeAttached();
    expect(await page.locator('[data-reveal="pending"]').count()).toBeLessThan(count);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('no glow, no sparks and no reveal motion run', async ({ page }) => {
      await page.goto('/about/process');
      await page.mouse.move(400, 300);
      await page.mouse.move(600, 400);
      await page.mouse.click(640, 420);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.waitForTimeout(500);
      await expect(page.getByTestId('cursor-glow')).toHaveCount(0);
      await expect(page.locator('canvas[data-testid="click-sparks"]')).toHaveCount(0);
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
    });
  });

  test.describe('on a touch device', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
    test('cursor effects are off', async ({ page }) => {
      await page.goto('/about/process');
      await page.locator('h1').tap();
      await page.waitForTimeout(300);
      await expect(page.getByTestId('cursor-glow')).toHaveCount(0);
      await expect(page.locator('canvas[data-testid="click-sparks"]')).toHaveCount(0);
    });
  });
});

test('the loading overlay never stays once the page is interactive and never hides content without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  // Client-side navigation never shows it again.
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/');
  await expect(staticPage.getByTestId('loading-overlay')).toBeAttached();
  await expect(staticPage.getByTestId('loading-overlay')).toBeHidden();
  await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
  await noScript.close();
});

test('while the loading overlay shows, Tab reaches nothing behind it; once it goes, Tab works again', async ({
  page,
}) => {
  const overlay = page.getByTestId('loading-overlay');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  const nothingFocused = () => page.evaluate(() => document.activeElement === document.body);
  const pageIsInert = () => page.evaluate(() => document.documentElement.inert);

  // The overlay's animation is held as it starts, in the page, so that a busy machine cannot let
  // its 1.6 s run out before the keys are pressed.
  await page.addInitScript(() => {
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target as HTMLElement;
        if (target.dataset.testid === 'loading-overlay') {
          target.getAnimations().forEach((animation) => animation.pause());
        }
      },
      true,
    );
  });

  /** The home page with its scripts held back: not interactive, so the overlay shows. */
  async function loadWithScriptsHeld() {
    const gate = requestGate();
    // Names end in ?dpl=<deployment id> (next.config.ts deploymentId), which a glob would miss.
    await page.route(/\/_next\/static\/chunks\/[^/?]+\.js(\?|$)/, async (route) => {
      await gate.wait();
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(overlay).toBeVisible();
    await expect.poll(pageIsInert).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await nothingFocused()).toBe(true);
    return gate;
  }

  // The overlay's time runs out before the page is interactive: Tab works again at once.
  let gate = await loadWithScriptsHeld();
  await overlay.evaluate((element) => element.getAnimations().forEach((a) => a.finish()));
  await expect(overlay).toBeHidden();
  // The animation's end event, a frame after the overlay hides, is what lifts `inert`.
  await expect.poll(pageIsInert).toBe(false);
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  gate.open();
  await expect(overlay).toHaveCount(0);
  await page.unrouteAll();

  // The page becomes interactive while the overlay shows: hydration takes it away, Tab works.
  gate = await loadWithScriptsHeld();
  gate.open();
  await expect(overlay).toHaveCount(0);
  // Hydration's effect, right after the overlay leaves the DOM, lifts `inert`.
  await expect.poll(pageIsInert).toBe(false);
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.unrouteAll();
});

test('the page and the footer are hydrated after the header, and the overlay leaves only then', async ({
  page,
  request,
}) => {
  // Each is an <Activity> boundary (components/shell/site-document.tsx), which the server marks
  // with a comment on each side: React hydrates it after the document's root, in short slices.
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<main id="main"[^>]*><!--&-->/);
  expect(html).toMatch(/<!--&--><footer/);
  expect(html).toMatch(/<!--&--><div aria-hidden="true" data-testid="loading-overlay"/);

  // What React has hydrated at the moment the overlay leaves the DOM: an element React has
  // hydrated carries its fiber under a `__reactFiber$` key.
  await page.addInitScript(() => {
    const hydrated = (selector: string) => {
      const element = document.querySelector(selector);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    };
    new MutationObserver((records, observer) => {
      const gone = records.some((record) =>
        [...record.removedNodes].some(
          (node) => node instanceof HTMLElement && node.dataset.testid === 'loading-overlay',
        ),
      );
      if (!gone) return;
      observer.disconnect();
      document.documentElement.dataset.atOverlayExit = JSON.stringify({
        header: hydrated('header'),
        main: hydrated('main h1'),
        footer: hydrated('body > footer'),
      });
    }).observe(document, { childList: true, subtree: true });
  });
  const loadAndRead = async () => {
    await page.goto('/');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    const atExit = await page.evaluate(() => document.documentElement.dataset.atOverlayExit);
    return JSON.parse(atExit!);
  };
  expect(await loadAndRead()).toEqual({ header: true, main: true, footer: true });

  // A boundary is hydrated once the code of every client component in it is there. The
  // overlay's comes with the header's, the footer's links with the page's own chunk: held back,
  // the footer waits for it, and so must the overlay (a CI run once saw it leave first).
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/app\/.*\/page-[^/?]+\.js/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  expect(await loadAndRead()).toEqual({ header: true, main: true, footer: true });
  expect(held).toBe(1);
});

test('every path change scrolls to the top', async ({ page }) => {
  await page.goto('/about/process');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// One test per page, so that each has its own time (a slow machine loads some 20 pages in more
// than one test's minute).
for (const { path } of pages) {
  test(`${path} has its title, description, canonical URL and Open Graph image`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(/Acme Technologies/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /.{50,}/,
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname).toBe('/og.png');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
  });
}

test('no two pages share a title', async ({ request }) => {
  const titles = new Set<string>();
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, path).toMatch(/Acme Technologies/);
    titles.add(title!);
  }
  expect(titles.size).toBe(pages.length);
});

test('page banners carry a breadcrumb with BreadcrumbList structured data', async ({ page }) => {
  await page.goto('/contact');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Contact Us');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Contact Us',
  ]);
  expect(new URL(data.itemListElement[1].item).pathname).toBe('/contact');
});

test('How We Work shows four steps and Start Your Project leads to the contact page', async ({
  page,
}) => {
  await page.goto('/about/process');
  const section = page.locator('#how-we-work');
  // The page's h1 already says 'How We Work'; the section does not repeat it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How We Work');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Four steps, no surprises');
  await expect(section.getByRole('listitem')).toHaveCount(4);
  for (const step of ['Discovery', 'Planning', 'Execution', 'Delivery']) {
    await expect(section.getByRole('heading', { name: step })).toBeVisible();
  }
  await section.getByRole('link', { name: 'Start Your Project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
