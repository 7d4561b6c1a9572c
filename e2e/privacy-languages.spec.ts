import { expect, test, type Page } from '@playwright/test';
import { applicationCopy } from '../content/careers';
import { privacyLanguages } from '../content/privacy-languages';
import { noticeTranslations, noticeTranslationsSummary } from '../content/privacy-notices';
import { getPrivacyPolicyCopy } from '../content/privacy-policy';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

// The privacy policy and the application's short notice in English, Hindi and Gujarati (DPDP Act,
// section 5(3)), for a visitor without JavaScript: links, `lang` and a native disclosure only.

const expectedAlternates = {
  'en-IN': '/privacy',
  'hi-IN': '/privacy/hi',
  'gu-IN': '/privacy/gu',
  'x-default': '/privacy',
};

/** The `<link rel="alternate" hreflang>` tags of the page, as hreflang -> path. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute('hreflang') ?? '',
        element.getAttribute('href') ?? '',
      ]),
    );
  return Object.fromEntries(links.map(([hreflang, href]) => [hreflang, new URL(href!).pathname]));
}

test.describe('the privacy policy in three languages, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of privacyLanguages) {
    const copy = getPrivacyPolicyCopy(language.lang);

    test(`${language.path} declares every language version and itself as canonical`, async ({
      page,
    }) => {
      await page.goto(language.path);
      expect(await alternatesOf(page)).toEqual(expectedAlternates);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(language.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    });

    test(`${language.path} has a language switch whose links lead to each language`, async ({
      page,
    }) => {
      await page.goto(language.path);
      const switcher = page.getByRole('navigation', { name: copy.switchLabel });
      const links = switcher.getByRole('link');
      await expect(links).toHaveText(privacyLanguages.map((entry) => entry.name));
      for (const target of privacyLanguages) {
        const link = switcher.getByRole('link', { name: target.name });
        await expect(link).toHaveAttribute('href', target.path);
        await expect(link).toHaveAttribute('hreflang', target.hreflang);
        await expect(link).toHaveAttribute('lang', target.lang);
        if (target.lang === language.lang)
          await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }

      for (const target of privacyLanguages.filter((entry) => entry.lang !== language.lang)) {
        await page.goto(language.path);
        await switcher.getByRole('link', { name: target.name }).click();
        await expect(page).toHaveURL(new RegExp(`${target.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          getPrivacyPolicyCopy(target.lang).title,
        );
      }
    });
  }

  for (const language of privacyLanguages.filter((entry) => entry.lang !== 'en')) {
    const copy = getPrivacyPolicyCopy(language.lang);

    test(`${language.path} carries lang="${language.lang}" on its text, and says which text is the reference`, async ({
      page,
    }) => {
      await page.goto(language.path);
      const translated = page.locator(`main [lang="${language.lang}"]`).first();
      await expect(translated.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      await expect(translated.getByRole('article')).toBeVisible();
      await expect(
        translated.getByRole('navigation', { name: copy.labels.onThisPage }),
      ).toBeVisible();
      // The site's navigation and footer stay English.
      await expect(page.locator('header [lang], footer [lang]')).toHaveCount(0);

      const note = page.getByText(copy.referenceNote!.text);
      await expect(note).toBeVisible();
      const english = note.getByRole('link', { name: copy.referenceNote!.link });
      await expect(english).toHaveAttribute('href', '/privacy');
      await expect(english).toHaveAttribute('hreflang', 'en-IN');
    });

    test(`${language.path} keeps the anchors of the English text`, async ({ page }) => {
      const anchors = async (path: string) => {
        await page.goto(path);
        return page
          .getByRole('article')
          .locator('section > h2[id]')
          .evaluateAll((headings) => headings.map((heading) => heading.id));
      };
      expect(await anchors(language.path)).toEqual(await anchors('/privacy'));
    });
  }

  test('the application form shows its notice in Hindi and Gujarati behind a disclosure', async ({
    page,
  }) => {
    await page.goto('/career/apply');
    const notice = page.getByRole('region', { name: applicationCopy.privacy.heading });
    const summary = notice.locator('summary');
    await expect(summary).toHaveText(
      noticeTranslationsSummary.map((entry) => entry.text).join(' / '),
    );
    for (const entry of noticeTranslationsSummary) {
      await expect(summary.getByText(entry.text)).toHaveAttribute('lang', entry.lang);
    }

    const [hindi, gujarati] = noticeTranslations.application;
    await expect(notice.getByText(hindi.text)).toBeHidden();
    await summary.click();
    for (const translation of [hindi, gujarati]) {
      const text = notice.getByText(translation.text);
      await expect(text).toBeVisible();
      const block = notice
        .locator(`[lang="${translation.lang}"]`)
        .filter({ hasText: translation.text });
      await expect(block).toContainText(translation.erasure.before);
      const policy = block.getByRole('link', { name: translation.policyLink });
      await expect(policy).toHaveAttribute('href', `/privacy/${translation.lang}`);
      await expect(policy).toHaveAttribute('hreflang', `${translation.lang}-IN`);
    }

    await notice.getByRole('link', { name: hindi.policyLink }).click();
    await expect(page).toHaveURL(/\/privacy\/hi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      getPrivacyPolicyCopy('hi').title,
    );
  });
});

test.describe('the translated notice, opened', () => {
  for (const width of [1280, 375]) {
    test(`has no WCAG 2.2 A/AA violations at ${width}px, and its summary takes focus`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/career/apply');
      await waitForHydration(page);
      const summary = page
        .getByRole('region', { name: applicationCopy.privacy.heading })
        .locator('summary');
      await summary.focus();
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(noticeTranslations.application[1].text)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
