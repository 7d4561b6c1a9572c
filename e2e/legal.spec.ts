import { expect, test } from '@playwright/test';
import { company } from '../content/company';
import { legalPageLabels } from '../content/legal';
import { getPrivacyLanguage } from '../content/privacy-languages';
import { privacyPolicyCopy } from '../content/privacy-policy';

/** Every legal document, the privacy policy in each of its languages (e2e/privacy-languages). */
const documents = [
  {
    path: '/accessibility',
    title: `Accessibility Statement for ${company.name}`,
    labels: legalPageLabels,
    locale: 'en-IN',
  },
  ...privacyPolicyCopy.map(({ lang, title, labels }) => ({
    path: getPrivacyLanguage(lang).path,
    title,
    labels,
    locale: getPrivacyLanguage(lang).hreflang,
  })),
  { path: '/terms', title: 'Terms of Use', labels: legalPageLabels, locale: 'en-IN' },
];

const EMAIL = /[^\s@(),;:]+@[^\s@(),;]+\.[a-z]{2,}/gi;

for (const { path, title, labels, locale } of documents) {
  test.describe(title, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    test('shows its title and the date it was last updated', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const updated = page.getByText(labels.lastUpdated).locator('time');
      const iso = await updated.getAttribute('datetime');
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const shown = new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await expect(updated).toHaveText(shown);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(company.name),
      );
    });

    test('lists every section in its table of contents, each link leading to its heading', async ({
      page,
    }) => {
      const links = page.getByRole('navigation', { name: labels.onThisPage }).getByRole('link');
      const titles = await links.allTextContents();
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      expect(titles.length).toBeGreaterThan(5);
      expect(new Set(hrefs).size).toBe(hrefs.length);

      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(titles);
      for (const [index, href] of hrefs.entries()) {
        // kebab-case, so an anchor survives in a shared URL
        expect(href).toMatch(/^#[a-z0-9]+(?:-[a-z0-9]+)*$/);
        const section = article.getByRole('region', { name: titles[index] });
        await expect(section.locator(`h2${href}`)).toHaveText(titles[index]!);
      }

      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`${path}${hrefs.at(-1)}$`));
      await expect(article.getByRole('heading', { name: titles.at(-1) })).toBeInViewport();
    });

    test("shows this deployment's details, every e-mail address as a mailto link", async ({
      page,
    }) => {
      const article = page.getByRole('article');
      const text = await article.innerText();
      expect(text).toContain(company.name);
      expect(text).not.toMatch(/[{}]|undefined/);
      const addresses = text.match(EMAIL) ?? [];
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of new Set(addresses)) {
        for (const link of await article.getByText(address, { exact: true }).all()) {
          await expect(link).toHaveAttribute('href', `mailto:${address}`);
        }
      }
    });
  });
}

test.describe('Privacy Policy content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/privacy');
  });

  test('names the Digital Personal Data Protection Act, 2023 (DPDP Act)', async ({ page }) => {
    await expect(page.getByRole('article')).toContainText(
      'Digital Personal Data Protection Act, 2023 (the DPDP Act)',
    );
  });

  test('says how long resumes are kept', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'How long we keep your data' })).toContainText(
      /resumes?[^.\n]*\d+ months/i,
    );
  });

  test('explains how to ask for deletion, where to write and how soon', async ({ page }) => {
    const deletion = page.getByRole('region', { name: 'How to ask us to delete your data' });
    await expect(deletion).toContainText(/delete/i);
    await expect(deletion).toContainText(/within \d+ days/);
    await expect(deletion.getByRole('link', { name: company.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${company.privacyEmail}`,
    );
  });

  test('gives the Grievance Officer an e-mail address and a postal address', async ({ page }) => {
    const grievance = page.getByRole('region', { name: 'Grievance Officer and complaints' });
    await expect(grievance.getByRole('link', { name: company.privacyEmail })).toBeVisible();
    await expect(grievance).toContainText(`${company.address.street}, ${company.address.locality}`);
  });
});

test.describe('Accessibility Statement content', () => {
  const sections = [
    'Using this website',
    'How accessible this website is',
    'Feedback and contact information',
    'Reporting accessibility problems with this website',
    'If you are not happy with our response',
    'Technical information about this website’s accessibility',
    'Compliance status',
    'Non-compliance with WCAG 2.2',
    'Other known limitations',
    'Content outside our control',
    'How we tested this website',
    'What we are doing to improve accessibility',
    'Preparation of this statement',
  ];

  test('the footer link leads to it, and it answers 200 with its heading', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('list', { name: 'Policies' })
      .getByRole('link', { name: 'Accessibility', exact: true })
      .click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Accessibility Statement for ${company.name}` }),
    ).toBeVisible();
    const response = await page.request.get('/accessibility');
    expect(response.status()).toBe(200);
  });

  test('has the sections of a public-sector accessibility statement, each in its table of contents', async ({
    page,
  }) => {
    await page.goto('/accessibility');
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await expect(contents).toHaveText(sections);
    for (const title of sections) {
      const section = page.getByRole('article').getByRole('region', { name: title });
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const id = await section.getByRole('heading', { level: 2 }).getAttribute('id');
      await expect(contents.filter({ hasText: title })).toHaveAttribute('href', `#${id}`);
    }
  });

  test('says where to write and call, and how soon we reply', async ({ page }) => {
    await page.goto('/accessibility');
    const contact = page.getByRole('region', { name: 'Feedback and contact information' });
    await expect(contact.getByRole('link', { name: company.accessibilityEmail })).toHaveAttribute(
      'href',
      `mailto:${company.accessibilityEmail}`,
    );
    await expect(contact.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(contact).toContainText('We reply within 5 working days');
    const reporting = page.getByRole('region', {
      name: 'Reporting accessibility problems with this website',
    });
    await expect(reporting.getByRole('link', { name: company.accessibilityEmail })).toHaveAttribute(
      'href',
      `mailto:${company.accessibilityEmail}`,
    );
  });

  test('names its standard, its Indian reference points and its dates', async ({ page }) => {
    await page.goto('/accessibility');
    const article = page.getByRole('article');
    await expect(article).toContainText('WCAG) version 2.2 at level AA');
    await expect(article).toContainText('Rights of Persons with Disabilities Act, 2016');
    await expect(article).toContainText('Guidelines for Indian Government Websites (GIGW)');
    await expect(article).toContainText('axe-core');
    await expect(article).toContainText('Lighthouse');
    await expect(page.getByRole('region', { name: 'Preparation of this statement' })).toContainText(
      'This statement was prepared on 26 November 2026. It was last reviewed on 26 November 2026.',
    );
  });

  test('the Pause motion control it describes is in the footer, beside the policy links', async ({
    page,
  }) => {
    await page.goto('/accessibility');
    await expect(page.getByRole('region', { name: 'Using this website' })).toContainText(
      'Pause motion button at the bottom of every page',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Pause motion' }),
    ).toBeVisible();
  });
});
