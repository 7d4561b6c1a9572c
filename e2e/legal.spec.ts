import { expect, test } from '@playwright/test';
import { legalPageLabels } from '../content/legal';
import { getPrivacyLanguage } from '../content/privacy-languages';
import { privacyPolicyCopy } from '../content/privacy-policy';
import { site } from '../content/site';

/** Every legal document, the privacy policy in each of its languages (e2e/privacy-languages). */
const documents = [
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
        new RegExp(site.name),
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
      expect(text).toContain(site.name);
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
    await expect(deletion.getByRole('link', { name: site.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${site.privacyEmail}`,
    );
  });

  test('gives the Grievance Officer an e-mail address and a postal address', async ({ page }) => {
    const grievance = page.getByRole('region', { name: 'Grievance Officer and complaints' });
    await expect(grievance.getByRole('link', { name: site.privacyEmail })).toBeVisible();
    await expect(grievance).toContainText(`${site.address.street}, ${site.address.locality}`);
  });
});
