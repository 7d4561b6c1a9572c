import { expect, test, type Page } from '@playwright/test';
import type { DeliveryPhase } from '@/content/web-development';
import { mobileDevelopmentPage } from '../content/mobile-development';
import { pages } from '../content/pages';
import { getServices, servicesPage } from '../content/services';
import { webDevelopmentPage } from '../content/web-development';
import { waitForHydration } from './support/hydration';

const ownPages = ['/services', '/services/web-development', '/services/mobile-development'];

async function expectBreadcrumb(page: Page, current: string, parent?: string) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  if (parent) {
    await expect(breadcrumb.getByRole('link', { name: parent })).toHaveAttribute(
      'href',
      '/services',
    );
  }
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(current);
}

function section(page: Page, heading: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
}

test.describe('/services', () => {
  test('lists every service with its summary and a link to its page', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage.title);
    await expectBreadcrumb(page, 'Services');
    const list = section(page, servicesPage.listHeading).getByRole('listitem');
    await expect(list).toHaveCount(getServices().length);
    for (const service of getServices()) {
      const card = list.filter({ has: page.getByRole('heading', { name: service.title }) });
      await expect(card.getByText(service.summary)).toBeVisible();
      await expect(
        card.getByRole('link', { name: `Learn More about ${service.title}` }),
      ).toHaveAttribute('href', service.path);
    }
    for (const model of servicesPage.engagementModels) {
      await expect(page.getByRole('heading', { level: 3, name: model.title })).toBeVisible();
    }
  });
});

test.describe('/services/web-development', () => {
  test('shows the hero, 12 strengths, four technologies and the phases', async ({ page }) => {
    await page.goto('/services/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development');
    await expectBreadcrumb(page, 'Web Development', 'Services');
    // Opens Get Started with the service chosen (contact.spec.ts); before that, a link.
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Start Your Project' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const strengths = section(page, webDevelopmentPage.strengthsHeading).getByRole('listitem');
    await expect(strengths).toHaveCount(12);
    const technologies = section(page, webDevelopmentPage.technologiesHeading);
    for (const name of ['Java', 'PHP', 'C++', '.NET']) {
      await expect(technologies.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('tablist', { name: webDevelopmentPage.phasesLabel })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Analysis', 'Design', 'Testing']);
    await expect(page.getByRole('heading', { name: "Let's Build Your Website!" })).toBeVisible();
  });

  test('the phase tabs work by keyboard alone and by click', async ({ page }) => {
    await page.goto('/services/web-development');
    const [analysis, design, testing] = webDevelopmentPage.phases;
    const tab = (label: string) => page.getByRole('tab', { name: label });
    const panel = page.getByRole('tabpanel');

    async function expectSelected(phase: DeliveryPhase) {
      for (const other of webDevelopmentPage.phases) {
        const selected = other.id === phase.id;
        await expect(tab(other.label)).toHaveAttribute('aria-selected', String(selected));
        await expect(tab(other.label)).toHaveAttribute('tabindex', selected ? '0' : '-1');
        await expect(page.getByText(other.text)).toBeVisible({ visible: selected });
      }
      await expect(tab(phase.label)).toBeFocused();
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(phase.label);
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(phase.heading);
    }

    // Every panel's text is in the server-rendered HTML, the inactive ones hidden.
    for (const phase of webDevelopmentPage.phases) {
      await expect(page.getByText(phase.text)).toHaveCount(1);
    }
    await expect(tab(analysis.label)).toHaveAttribute('aria-selected', 'true');

    // Until the page hydrates the keys do nothing, so retry from a known state.
    await expect(async () => {
      await tab(analysis.label).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(design.label)).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass();
    await expectSelected(design);
    await page.keyboard.press('ArrowRight');
    await expectSelected(testing);
    await page.keyboard.press('ArrowRight');
    await expectSelected(analysis);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(testing);
    await page.keyboard.press('Home');
    await expectSelected(analysis);
    await page.keyboard.press('End');
    await expectSelected(testing);

    // Tab leaves the tab list for the panel, Shift+Tab comes back to the selected tab.
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab(testing.label)).toBeFocused();

    await tab(design.label).click();
    await expectSelected(design);
  });
});

test.describe('/services/mobile-development', () => {
  test('shows the hero, technologies, services, process and closing call to action', async ({
    page,
  }) => {
    const content = mobileDevelopmentPage;
    await page.goto('/services/mobile-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('App Development');
    await expectBreadcrumb(page, 'App Development', 'Services');

    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact?service=mobile-development',
    );
    await expect(hero.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
      'href',
      '/portfolio',
    );

    const technologies = section(page, content.technologiesHeading).getByRole('listitem');
    await expect(technologies).toHaveText(
      content.technologies.map((technology) => technology.name),
    );

    const services = section(page, content.servicesHeading).getByRole('heading', { level: 3 });
    await expect(services).toHaveText(content.services.map((service) => service.title));

    const steps = section(page, content.processHeading).locator('ol > li');
    await expect(steps).toHaveCount(6);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Discovery & Strategy',
      'UI/UX Design',
      'Development',
      'Testing & QA',
      'Deployment',
      'Maintenance',
    ]);

    const closing = section(page, content.closing.heading);
    await expect(closing.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute(
      'href',
      '/contact?service=mobile-development',
    );
    await waitForHydration(page);
    await expect(closing.getByRole('button', { name: 'Start Your Project' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});

test('every link and button on these pages leads to a page of the site', async ({
  page,
  request,
}) => {
  const known = new Set<string>(pages.map((entry) => entry.path));
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const path of ownPages) {
    await page.goto(path);
    // Tabs switch panels and 'Start Your Project' opens the Get Started dialog (a link to
    // /contact?service=... until the page is interactive); no other button.
    await expect(
      page.locator('main button:not([role="tab"]):not([aria-haspopup="dialog"])'),
    ).toHaveCount(0);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const url = new URL(href);
      expect(url.origin, `${href} on ${path}`).toBe(origin);
      expect(known.has(url.pathname), `${href} on ${path} is a page of the site`).toBe(true);
      expect((await request.get(url.pathname)).status(), `${href} on ${path}`).toBe(200);
    }
  }
});
