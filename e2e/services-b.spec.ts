import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Technology } from '@/content/technologies';
import { cloudServicesPage as cloud } from '../content/cloud-services';
import { designServicesPage as design } from '../content/design-services';
import { devopsPage as devops } from '../content/devops';
import { contactBanner } from '../content/shell';
import { seedTestimonials } from '../lib/cms/seed/testimonials';
import { techLogoSrc } from '../lib/tech-logos';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { pauseAllMotion, revealWholePage } from './support/settle';

const INTERVAL_MS = 5000;
const quotes = seedTestimonials.map((item) => item.quote);

/** Every link in the page's main content, as [accessible name, href], in document order. */
async function mainLinks(page: Page) {
  return page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href')]),
    );
}

const breadcrumbLinks = [
  ['Home', '/'],
  ['Services', '/services'],
];

async function expectBreadcrumb(page: Page, current: string) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Services', current]);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(current);
}

function section(page: Page, heading: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
}

test.describe('/services/cloud-services', () => {
  test('has its heading, intro, eight offerings and the contact banner', async ({ page }) => {
    await page.goto('/services/cloud-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cloud.title);
    await expectBreadcrumb(page, 'Cloud Services');
    await expect(page.getByRole('heading', { level: 2, name: cloud.intro.title })).toBeVisible();
    const offerings = section(page, cloud.offerings.heading).getByRole('listitem');
    await expect(offerings).toHaveCount(8);
    await expect(offerings.getByRole('heading', { level: 3 })).toHaveText(
      cloud.offerings.items.map((item) => item.title),
    );
    await expect(
      page.getByRole('heading', { level: 2, name: contactBanner.heading }),
    ).toBeVisible();
    // Not the mobile-app copy, which the original specification carried here by mistake.
    await expect(page.getByRole('main')).not.toContainText(/iOS/);
  });

  test('every call to action leads to the contact page, its own with the service chosen', async ({
    page,
  }) => {
    await page.goto('/services/cloud-services');
    expect(await mainLinks(page)).toEqual([
      ...breadcrumbLinks,
      ['Get a Free Consultation', '/contact?service=cloud-services'],
      ['Contact Us', '/contact?service=cloud-services'],
      ['Contact Us', '/contact'],
    ]);
  });
});

test.describe('/services/design', () => {
  test('has its heading, services, statistics, process and testimonials', async ({ page }) => {
    await page.goto('/services/design');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Best UI/UX Design Services Providing Company',
    );
    await expectBreadcrumb(page, 'UI/UX Design');
    await expect(
      section(page, design.services.heading).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    const stats = section(page, design.stats.heading);
    await expect(stats.getByRole('definition')).toHaveText(['150+', '98%', '50+', '5+']);
    await expect(stats.getByRole('term')).toHaveText(design.stats.items.map((s) => s.label));
    const steps = section(page, design.process.heading).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      ['Discovery', 'Strategy', 'Design', 'Deliver'].map((title, i) => `Step ${i + 1}: ${title}`),
    );
    const carousel = page.getByRole('group', { name: design.testimonials.label });
    await expect(carousel.locator('figure blockquote')).toHaveCount(quotes.length);
    const shown = carousel.locator('[data-current]');
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('Rated 5 out of 5');
    await expect(shown.locator('figcaption')).toContainText(seedTestimonials[0]!.name);
    await expect(
      page.getByRole('heading', { level: 2, name: contactBanner.heading }),
    ).toBeVisible();
  });

  test('every call to action leads to the contact page', async ({ page }) => {
    await page.goto('/services/design');
    expect(await mainLinks(page)).toEqual([
      ...breadcrumbLinks,
      ['Get a Free Consultation', '/contact?service=design'],
      ['Contact Us', '/contact'],
    ]);
  });
});

test.describe('/services/devops', () => {
  test('has its heading, statistics, stack, services and methodology', async ({ page }) => {
    await page.goto('/services/devops');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(devops.title);
    await expectBreadcrumb(page, 'DevOps');
    const stats = section(page, devops.stats.heading);
    await expect(stats.getByRole('definition')).toHaveText(['500+', '99.9%', '24/7', '150+']);
    const stack = section(page, devops.techStack.heading);
    await expect(stack.getByRole('heading', { level: 3 })).toHaveText(
      devops.techStack.categories.map((category) => category.name),
    );
    // Each tool by name; its logo is a file of app/tech-logos (not a path written into the page
    // twice, in its HTML and its RSC payload), and every one of those files is served.
    const tools = devops.techStack.categories.flatMap<Technology>((category) => [
      ...category.tools,
    ]);
    await expect(stack.getByRole('listitem')).toHaveText(tools.map((tool) => tool.name));
    const logos = stack.locator('img[src^="/tech-logos/"]');
    const sources = tools.flatMap((tool) => (tool.logo ? [techLogoSrc(tool.logo)] : []));
    expect(
      await logos.evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
    ).toEqual(sources);
    for (const source of sources) expect((await page.request.get(source)).status()).toBe(200);
    const services = section(page, devops.services.heading);
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(6);
    for (const service of devops.services.items) {
      await expect(
        services.getByRole('list', { name: `${service.title} features` }).getByRole('listitem'),
      ).toHaveText([...service.features]);
    }
    const steps = section(page, devops.methodology.heading).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const expected = [
      ['Assessment & Analysis', '1-2 weeks'],
      ['Strategy & Planning', '1 week'],
      ['Implementation & Setup', '2-8 weeks'],
      ['Testing & Deployment', '1-2 weeks'],
      ['Optimization & Support', 'Ongoing'],
    ];
    for (const [index, [title, duration]] of expected.entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(
        `Step ${index + 1}: ${title}`,
      );
      await expect(steps.nth(index)).toContainText(`Duration: ${duration}`);
    }
  });

  test('every call to action leads to the contact page', async ({ page }) => {
    await page.goto('/services/devops');
    const ctas = [
      ['Get Started', '/contact?service=devops'],
      ['Schedule a Consultation', '/contact?service=devops'],
    ];
    expect(await mainLinks(page)).toEqual([...breadcrumbLinks, ...ctas, ...ctas]);
  });
});

/**
 * Stops the page's clock a moment from now. On a busy machine the round trips can take longer
 * than the margin, so the clock may already be past the target: then it tries again from the
 * new time.
 */
async function pauseSoon(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

test.describe('rotating testimonials on /services/design', () => {
  /**
   * Loads the page with a controllable clock, stopped once the page is interactive, and scrolls
   * the carousel into view as a reader does. Three screens down its section is rendered or not
   * (content-visibility: auto) as the sections above it are laid out, and Chrome does not run
   * the animations of a block it does not render: a slide whose fade began while the section
   * was rendered can stay at the start of it, still `visibility: hidden` (one CI run, 10 s).
   */
  async function openCarousel(page: Page, { waitForPause = true } = {}) {
    await page.clock.install();
    await page.goto('/services/design');
    await waitForHydration(page);
    const carousel = page.getByRole('group', { name: design.testimonials.label });
    await carousel.scrollIntoViewIfNeeded();
    if (waitForPause) {
      await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
    }
    await pauseSoon(page);
    await page.mouse.move(0, 0);
    return carousel;
  }

  function shownQuote(carousel: Locator) {
    return carousel.locator('[data-current] blockquote');
  }

  test('advances every 5 s, wraps around, and stays silent for screen readers', async ({
    page,
  }) => {
    const carousel = await openCarousel(page);
    await expect(shownQuote(carousel)).toContainText(quotes[0]!);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(INTERVAL_MS);
    await expect(shownQuote(carousel)).toContainText(quotes[1]!);
    await expect(carousel.locator('[data-current]')).toBeVisible();
    for (const quote of [...quotes.slice(2), quotes[0]!]) {
      await page.clock.runFor(INTERVAL_MS);
      await expect(shownQuote(carousel)).toContainText(quote);
    }
  });

  test('the Pause button stops the rotation and Play restarts it', async ({ page }) => {
    const carousel = await openCarousel(page);
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    const play = carousel.getByRole('button', { name: 'Play testimonials' });
    await expect(play).toBeVisible();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(INTERVAL_MS + 1000);
    await expect(shownQuote(carousel)).toContainText(quotes[0]!);

    // Focus and pointer stay on the button: the rotation control never holds the rotation.
    await play.click();
    await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toBeFocused();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(INTERVAL_MS);
    await expect(shownQuote(carousel)).toContainText(quotes[1]!);
  });

  test('hovering the slides pauses the rotation only while the pointer is there', async ({
    page,
  }) => {
    const carousel = await openCarousel(page);
    await carousel.locator('[data-current]').hover();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(INTERVAL_MS + 1000);
    await expect(shownQuote(carousel)).toContainText(quotes[0]!);
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
    await page.clock.runFor(INTERVAL_MS);
    await expect(shownQuote(carousel)).toContainText(quotes[1]!);

    // The controls row is not part of the hover area.
    await carousel.getByRole('button', { name: 'Next testimonial' }).hover();
    await page.clock.runFor(INTERVAL_MS);
    await expect(shownQuote(carousel)).toContainText(quotes[2]!);
  });

  test("the footer's site-wide 'Pause motion' control stops it", async ({ page }) => {
    const carousel = await openCarousel(page);
    const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Pause motion' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: /testimonials$/ })).toHaveCount(0);
    await page.clock.runFor(INTERVAL_MS + 1000);
    await expect(shownQuote(carousel)).toContainText(quotes[0]!);
  });

  test('keyboard focus past the rotation control stops the rotation until Play is pressed', async ({
    page,
  }) => {
    const carousel = await openCarousel(page);
    const rotation = carousel.getByRole('button', { name: /testimonials$/ });
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    await rotation.focus();
    await page.clock.runFor(INTERVAL_MS);
    await expect(shownQuote(carousel)).toContainText(quotes[1]!);

    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await expect(rotation).toHaveText('Play testimonials');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shownQuote(carousel)).toContainText(quotes[2]!);
    await page.keyboard.press('Space');
    await expect(shownQuote(carousel)).toContainText(quotes[3]!);
    await page.clock.runFor(INTERVAL_MS + 1000);
    await expect(shownQuote(carousel)).toContainText(quotes[3]!);

    // Leaving the carousel does not restart it either.
    await page.keyboard.press('Tab');
    await expect(next).not.toBeFocused();
    await page.clock.runFor(INTERVAL_MS + 1000);
    await expect(shownQuote(carousel)).toContainText(quotes[3]!);

    await page.keyboard.press('Shift+Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    for (const index of [2, 1, 0, quotes.length - 1]) {
      await page.keyboard.press('Enter');
      await expect(shownQuote(carousel)).toContainText(quotes[index]!);
    }

    await page.keyboard.press('Shift+Tab');
    await expect(rotation).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rotation).toHaveText('Pause testimonials');
    await page.clock.runFor(INTERVAL_MS);
    await expect(shownQuote(carousel)).toContainText(quotes[0]!);
  });
});

test.describe('rotating testimonials with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('never rotate, show the first testimonial and keep prev/next working', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/design');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Get Started' }),
    ).toBeVisible();
    const carousel = page.getByRole('group', { name: design.testimonials.label });
    const shown = carousel.locator('[data-current] blockquote');
    await expect(carousel.getByRole('button', { name: /testimonials$/ })).toHaveCount(0);
    await page.clock.runFor(INTERVAL_MS * 3);
    await expect(shown).toContainText(quotes[0]!);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toContainText(quotes[1]!);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(shown).toContainText(quotes[0]!);
  });
});

test('the three pages pass every axe rule, best practices included, in their main content', async ({
  page,
}) => {
  for (const path of ['/services/cloud-services', '/services/design', '/services/devops']) {
    await page.goto(path);
    await revealWholePage(page);
    await pauseAllMotion(page);
    await expectNoAxeViolations(page, { include: ['main'], allRules: true });
  }
});

test.describe('testimonials on /services/design without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('all of them show, one below the other, with no control that needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/services/design');
    const carousel = page.getByRole('group', { name: design.testimonials.label });
    await carousel.scrollIntoViewIfNeeded();
    const items = seedTestimonials;

    // Each slide below the one before it, not stacked on top of it as with JavaScript.
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(items.length);
    const boxes = await slides.evaluateAll((all) =>
      all.map((slide) => {
        const { top, bottom } = slide.getBoundingClientRect();
        return { top, bottom };
      }),
    );
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }

    const figures = carousel.getByRole('figure');
    await expect(figures).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      const slide = carousel.getByRole('group', {
        name: `${index + 1} of ${items.length}`,
        exact: true,
      });
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeVisible();
      await expect(slide).toHaveCSS('opacity', '1');
      await expect(slide.locator('figure blockquote')).toContainText(item.quote);
      await expect(slide.locator('figure figcaption')).toContainText(item.name);
      await expect(slide).toContainText(`Rated ${item.rating} out of 5`);
    }

    await expect(carousel.getByRole('button')).toHaveCount(0);
    // In the HTML, but hidden by the stylesheet's (scripting: none) rules.
    for (const name of ['Previous testimonial', 'Next testimonial']) {
      const button = carousel.locator('button').filter({ hasText: name });
      await expect(button).toHaveCount(1);
      await expect(button).toBeHidden();
    }
    const counter = carousel.getByText(`1 / ${items.length}`, { exact: true });
    await expect(counter).toHaveCount(1);
    await expect(counter).toBeHidden();
  });
});
