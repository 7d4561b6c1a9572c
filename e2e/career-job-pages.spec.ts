import { expect, test } from '@playwright/test';
import { socialLinks } from '../content/company';
import { expectNoAxeViolations } from './support/axe';
import { pdfBytes } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { pauseAllMotion, revealWholePage } from './support/settle';

test.describe('job pages', () => {
  test('a job page shows the posting and valid JobPosting structured data', async ({ page }) => {
    await page.goto('/career/senior-frontend-developer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Frontend Developer');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Careers' }),
    ).toHaveAttribute('href', '/career');

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
          .find((item) => item['@type'] === 'JobPosting'),
      );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Senior Frontend Developer',
      datePosted: '2026-11-02',
      validThrough: expect.stringMatching(/^2027-01-31T/),
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: expect.any(String),
        sameAs: socialLinks.map((link) => link.href),
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Ahmedabad',
            addressRegion: 'Gujarat',
            addressCountry: 'IN',
          },
        },
      ],
      identifier: { '@type': 'PropertyValue', value: 'senior-frontend-developer' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 1800000,
          maxValue: 2800000,
          unitText: 'YEAR',
        },
      },
    });

    // Everything the structured data says is on the page.
    const description = String(data!.description);
    for (const [, text] of description.matchAll(/<(?:p|li|h3)>([^<]+)<\/(?:p|li|h3)>/g)) {
      await expect(page.getByText(text!.replace(/&amp;/g, '&'), { exact: true })).toBeVisible();
    }
    // The posting's facts (the similar jobs below it have dates and salaries of their own).
    const facts = page.getByRole('main').locator('dl').first();
    await expect(facts.getByText('2 November 2026')).toBeVisible();
    await expect(facts.getByText('31 January 2027')).toBeVisible();
    await expect(facts.getByText('₹18,00,000 – ₹28,00,000 per year')).toBeVisible();
    await expect(facts.getByText('Hybrid', { exact: true })).toBeVisible();

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Apply for this job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Senior Frontend Developer' });
    await expect(dialog.getByLabel('Position Applied For')).toHaveValue(
      'Senior Frontend Developer',
    );
  });

  test('a job without salary or closing date leaves them out', async ({ page }) => {
    await page.goto('/career/marketing-specialist');
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
          .find((item) => item['@type'] === 'JobPosting'),
      );
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('validThrough');
    // The posting's facts (similar jobs further down have facts of their own).
    const facts = page.getByRole('main').locator('dl').first();
    await expect(facts.getByText('Salary', { exact: true })).toHaveCount(0);
    await expect(facts.getByText('Open until filled', { exact: true })).toBeVisible();
  });

  test('an unknown job answers 404', async ({ request }) => {
    expect((await request.get('/career/no-such-job')).status()).toBe(404);
  });
});

for (const width of [1280, 375] as const) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [path, opener] of [
      ['/career', 'Submit General Application'],
      ['/career/devops-engineer', 'Apply for this job'],
    ] as const) {
      test(`${path} has no violations, with and without the dialog open`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(path);
        await revealWholePage(page);
        await pauseAllMotion(page);
        await expectNoAxeViolations(page);

        await page.getByRole('link', { name: opener }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Submit Application' }).click();
        await expect(dialog.getByText('First name is required')).toBeVisible();
        const longName = 'curriculum-vitae-of-a-candidate-with-a-long-file-name-2026.pdf';
        await dialog
          .getByLabel('Resume')
          .setInputFiles({ name: longName, mimeType: 'application/pdf', buffer: pdfBytes });
        await expect(dialog.getByText(longName)).toBeAttached();
        // A long file name is cut short, never pushes the form wider than the dialog.
        expect(
          await dialog.locator('form').evaluate((form) => form.scrollWidth <= form.clientWidth),
        ).toBe(true);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('job page metadata', () => {
  test('a job page has its own title, description and canonical URL', async ({ page }) => {
    await page.goto('/career/marketing-specialist');
    await expect(page).toHaveTitle('Marketing Specialist (Ahmedabad, Gujarat) | Acme Technologies');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Plan and run B2B campaigns, content and events that bring qualified enquiries from businesses in India and abroad.',
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/career/marketing-specialist');

    await page.goto('/career/devops-engineer');
    await expect(page).toHaveTitle(
      'DevOps Engineer (Ahmedabad, Gujarat or Gandhinagar, Gujarat) | Acme Technologies',
    );
    const other = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(other!).pathname).toBe('/career/devops-engineer');
  });
});
