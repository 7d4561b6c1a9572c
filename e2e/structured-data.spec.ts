import { expect, test, type Page } from '@playwright/test';
import { businessHours, company, socialLinks } from '../content/company';
import { services } from '../content/services';
import { clockTimeLabel, dayRangeLabel } from '../lib/business-hours';

type JsonLdNode = Record<string, unknown>;

/** The JSON-LD objects of the page. */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as JsonLdNode),
    );
}

async function onlyNodeOfType(page: Page, type: string): Promise<JsonLdNode> {
  const nodes = (await jsonLd(page)).filter((node) => node['@type'] === type);
  expect(nodes, `one ${type}`).toHaveLength(1);
  return nodes[0]!;
}

/** Some element on the page shows `text` (a footer line may hold it among other words). */
async function expectVisible(page: Page, text: string) {
  await expect(page.getByText(text).filter({ visible: true }).first(), text).toBeVisible();
}

async function expectAddressVisible(page: Page, address: JsonLdNode) {
  expect(address['@type']).toBe('PostalAddress');
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) {
    await expectVisible(page, String(address[key]));
  }
  // The country is given by its ISO code; the page names it.
  const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(
    String(address.addressCountry),
  );
  expect(country).toBe(company.address.country);
  await expectVisible(page, country!);
}

/** The page's Organization, its key values, and everything it says shown on the page. */
async function expectOrganization(page: Page): Promise<JsonLdNode> {
  const organization = await onlyNodeOfType(page, 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: company.name,
    legalName: company.legalName,
    telephone: company.phone,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: company.salesEmail },
      { '@type': 'ContactPoint', contactType: 'human resources', email: company.hrEmail },
    ],
    sameAs: socialLinks.map((link) => link.href),
  });
  const id = new URL(String(organization['@id']));
  expect(`${id.pathname}${id.hash}`).toBe('/#organization');
  expect(new URL(String(organization.logo)).pathname).toBe('/icon.svg');

  for (const text of [organization.name, organization.legalName, organization.description]) {
    await expectVisible(page, String(text));
  }
  await expectAddressVisible(page, organization.address as JsonLdNode);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: company.phone })).toBeVisible();
  for (const point of organization.contactPoint as JsonLdNode[]) {
    const email = String(point.email);
    await expect(footer.locator(`a[href="mailto:${email}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${email}"]`)).toContainText(email);
  }
  for (const profile of organization.sameAs as string[]) {
    await expect(footer.locator(`a[href="${profile}"]`)).toBeVisible();
  }
  return organization;
}

test.describe('structured data of the company', () => {
  test('the home page has the Organization, and shows all it says', async ({ page }) => {
    await page.goto('/');
    await expectOrganization(page);
    const types = (await jsonLd(page)).map((node) => node['@type']);
    expect(types).not.toContain('ProfessionalService');
    expect(types).not.toContain('Service');
  });

  test('/contact has the office as a ProfessionalService with its opening hours', async ({
    page,
  }) => {
    await page.goto('/contact');
    const organization = await expectOrganization(page);
    const office = await onlyNodeOfType(page, 'ProfessionalService');
    expect(office).toMatchObject({
      '@context': 'https://schema.org',
      name: company.name,
      telephone: company.phone,
      email: company.salesEmail,
      parentOrganization: { '@id': organization['@id'] },
      openingHoursSpecification: businessHours.map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...hours.days],
        opens: hours.opens,
        closes: hours.closes,
      })),
    });
    expect(new URL(String(office.url)).pathname).toBe('/contact');
    expect(office).not.toHaveProperty('areaServed');

    await expectVisible(page, String(office.name));
    await expectAddressVisible(page, office.address as JsonLdNode);
    const details = page.getByRole('main');
    await expect(details.getByRole('link', { name: `Phone: ${company.phone}` })).toBeVisible();
    await expect(
      details.getByRole('link', { name: `E-mail: ${company.salesEmail}` }),
    ).toBeVisible();

    // The hours as the Business Hours card shows them, row by row.
    const card = details
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Business Hours' }) });
    const hours = office.openingHoursSpecification as JsonLdNode[];
    await expect(card.locator('dt')).toHaveText(
      hours.map((row) => dayRangeLabel(row.dayOfWeek as (typeof businessHours)[number]['days'])),
    );
    await expect(card.locator('dd')).toHaveText(
      hours.map(
        (row) => `${clockTimeLabel(String(row.opens))} - ${clockTimeLabel(String(row.closes))}`,
      ),
    );
    await expect(card.locator('dt')).toHaveText(['Mon - Fri', 'Sat']);
    await expect(card.locator('dd')).toHaveText(['9:00 AM - 6:00 PM', '10:00 AM - 4:00 PM']);
  });

  for (const path of ['/services/web-development', '/salesforce'] as const) {
    test(`${path} describes its Service in the words the page shows`, async ({ page }) => {
      await page.goto(path);
      const organization = await expectOrganization(page);
      const service = await onlyNodeOfType(page, 'Service');
      const title = services.find((entry) => entry.path === path)!.title;
      expect(service).toMatchObject({
        '@context': 'https://schema.org',
        name: title,
        serviceType: title,
        provider: { '@id': organization['@id'] },
      });
      expect(new URL(String(service.url)).pathname).toBe(path);

      // Named as the footer's Solutions list names it; described by the banner's subtitle.
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Solutions' })
          .getByRole('link', { name: title, exact: true }),
      ).toBeVisible();
      const banner = page.getByRole('main').locator('section').first();
      await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner.locator('h1 + p')).toHaveText(String(service.description));
      await expect(banner.locator('h1 + p')).toBeVisible();
    });
  }
});
