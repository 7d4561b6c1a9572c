import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { socialLinks } from '../content/company';
import { expectNoAxeViolations } from './support/axe';
import { pdfBytes, unique } from './support/fixtures';
import { requestGate } from './support/gate';
import { cardTitles } from './support/html';
import { waitForHydration } from './support/hydration';
import { parsedMessage } from './support/outbox';
import { pauseAllMotion, revealWholePage } from './support/settle';

/** HR's copy of the application whose fields carry `marker`, parsed, once it is written. */
const applicationFor = (marker: string): Promise<ParsedMail> =>
  parsedMessage(marker, (mail) => JSON.stringify(mail.to ?? '').includes('hr@'));

const countStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /positions? found/ });

async function fillApplicant(dialog: Locator, marker: string) {
  await dialog.getByLabel('First Name').fill('Priya');
  await dialog.getByLabel('Last Name').fill('Shah');
  await dialog.getByLabel('Email').fill('priya@example.com');
  await dialog.getByLabel('Phone Number').fill('+91 98765 43210');
  await dialog.getByLabel('Years of Experience').selectOption('3-5');
  await dialog.getByLabel('Cover Letter').fill(`${marker} I would love to join the team.`);
}

async function openApply(page: Page, title: string): Promise<Locator> {
  // Before hydration a click on Apply Now is an ordinary link to the application's page.
  await waitForHydration(page);
  await page.getByRole('link', { name: `Apply Now for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectSubmitted(page: Page, dialog: Locator) {
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Application submitted successfully!' }),
  ).toBeVisible();
}

test.describe('career search', () => {
  test('the server renders the search and filters of the URL', async ({ request }) => {
    const all = await (await request.get('/career')).text();
    expect(cardTitles(all)).toHaveLength(6);
    expect(all).toContain('6 positions found');

    const devops = await (await request.get('/career?q=kubernetes')).text();
    expect(cardTitles(devops)).toEqual(['DevOps Engineer']);
    expect(devops).toContain('1 position found');

    const engineering = await (await request.get('/career?department=Engineering')).text();
    expect(cardTitles(engineering)).toEqual([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);

    const combined = await (
      await request.get('/career?q=python&department=Engineering&location=Ahmedabad%2C+Gujarat')
    ).text();
    expect(cardTitles(combined)).toEqual(['DevOps Engineer', 'Data Scientist']);

    const none = await (await request.get('/career?q=cobol&department=Design')).text();
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No positions found');
    expect(none).toContain('0 positions found');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form is a GET form that filters on the server', async ({ page }) => {
      await page.goto('/career');
      await page.getByLabel('Search positions').fill('figma');
      await page.getByLabel('Department').selectOption('Design');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(
        /\/career\?q=figma&department=Design&location=&mode=#open-positions$/,
      );
      await expect(countStatus(page)).toHaveText('1 position found');
      await expect(page.getByRole('heading', { name: 'UX/UI Designer' })).toBeVisible();
      await expect(page.getByLabel('Search positions')).toHaveValue('figma');
      // Apply Now leads to the application's own page.
      await expect(
        page.getByRole('link', { name: 'Apply Now for UX/UI Designer' }),
      ).toHaveAttribute('href', '/career/ux-ui-designer/apply');
    });
  });

  test('typing filters in place, updates the URL and announces the count', async ({ page }) => {
    await page.goto('/career?department=Engineering');
    await expect(countStatus(page)).toHaveText('3 positions found');
    await expect(page.getByLabel('Department')).toHaveValue('Engineering');
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByLabel('Search positions').pressSequentially('terraform');
    await expect(page).toHaveURL(/\/career\?q=terraform&department=Engineering$/);
    await expect(countStatus(page)).toHaveText('1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeHidden();
    await expect(page.getByLabel('Search positions')).toBeFocused();

    await page.getByLabel('Search positions').fill('');
    await page.getByLabel('Department').selectOption('');
    await expect(page).toHaveURL(/\/career$/);
    await expect(countStatus(page)).toHaveText('6 positions found');

    await page.getByLabel('Search positions').pressSequentially('cobol');
    await expect(countStatus(page)).toHaveText('0 positions found');
    await expect(page.getByRole('heading', { name: 'No positions found' })).toBeVisible();
    await expect(page.getByText(/Try a different search term/)).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    // A link to /career from elsewhere on the page clears the fields along with the list.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(countStatus(page)).toHaveText('6 positions found');
    await expect(page.getByLabel('Search positions')).toHaveValue('');
  });
});

test.describe('applying', () => {
  test('Apply Now preselects the job; a real PDF through the file input reaches HR', async ({
    page,
  }) => {
    await page.goto('/career');
    const dialog = await openApply(page, 'Product Manager');
    await expect(dialog.getByLabel('Position Applied For')).toHaveValue('Product Manager');
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Read our Privacy Policy' })).toBeVisible();

    const marker = unique();
    await fillApplicant(dialog, marker);
    await dialog.getByLabel('Resume').setInputFiles({
      name: 'my-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes,
    });
    await expect(dialog.getByText('my-cv.pdf')).toBeVisible();
    const gate = requestGate();
    await page.route('**/api/apply', async (route) => {
      await gate.wait();
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    gate.open();
    await expectSubmitted(page, dialog);

    const mail = await applicationFor(marker);
    expect(mail.subject).toContain('Product Manager');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('Resume - Priya Shah.pdf');
    expect(Buffer.compare(mail.attachments[0]!.content, pdfBytes)).toBe(0);

    // Opened again, the form starts empty with the new job.
    const next = await openApply(page, 'DevOps Engineer');
    await expect(next.getByLabel('First Name')).toHaveValue('');
    await expect(next.getByLabel('Position Applied For')).toHaveValue('DevOps Engineer');
  });

  test('a PDF dropped on the drop zone reaches HR', async ({ page }) => {
    await page.goto('/career');
    const dialog = await openApply(page, 'Data Scientist');
    const marker = unique();
    await fillApplicant(dialog, marker);
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        const file = new File([new Uint8Array(bytes)], 'dropped-cv.pdf', {
          type: 'application/pdf',
        });
        transfer.items.add(file);
        return transfer;
      },
      [...pdfBytes],
    );
    const input = dialog.getByLabel('Resume');
    await input.dispatchEvent('dragenter', { dataTransfer });
    await input.dispatchEvent('drop', { dataTransfer });
    await expect(dialog.getByText('dropped-cv.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectSubmitted(page, dialog);

    const mail = await applicationFor(marker);
    expect(mail.subject).toContain('Data Scientist');
    expect(Buffer.compare(mail.attachments[0]!.content, pdfBytes)).toBe(0);
  });

  test('the whole application works by keyboard alone', async ({ page }) => {
    await page.goto('/career/ux-ui-designer');
    await waitForHydration(page);
    const opener = page.getByRole('link', { name: 'Apply for this job' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply for UX/UI Designer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toBeFocused();

    const tabTo = async (target: Locator) => {
      for (let step = 0; step < 40; step += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
      throw new Error('Tab never reached the control');
    };

    const marker = unique();
    await page.keyboard.type('Meera');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Patel');
    await page.keyboard.press('Tab');
    await page.keyboard.type('meera@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+91 79 4000 1234');
    await tabTo(dialog.getByLabel('Years of Experience'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('Years of Experience')).toHaveValue('1-3');
    await tabTo(dialog.getByLabel('Cover Letter'));
    await page.keyboard.type(`${marker} Designing accessible products is what I do best.`);

    await tabTo(dialog.getByLabel('Resume'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: 'meera.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await expect(dialog.getByText('meera.pdf')).toBeVisible();

    await tabTo(dialog.getByRole('button', { name: 'Submit Application' }));
    await page.keyboard.press('Enter');
    await expectSubmitted(page, dialog);
    await expect(opener).toBeFocused();

    const mail = await applicationFor(marker);
    expect(mail.subject).toContain('UX/UI Designer');
    expect(mail.attachments[0]!.filename).toBe('Resume - Meera Patel.pdf');
  });

  test('a general application has no job preselected', async ({ page }) => {
    await page.goto('/career');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Submit General Application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for a Position' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Position Applied For')).toHaveValue('');

    const marker = unique();
    await fillApplicant(dialog, marker);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Choose the position you are applying for')).toBeVisible();
    await dialog.getByLabel('Position Applied For').selectOption('Other');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectSubmitted(page, dialog);

    const mail = await applicationFor(marker);
    expect(mail.subject).toContain('Other');
    expect(mail.attachments).toHaveLength(0);
  });

  test('Contact HR Team writes to the HR inbox', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('link', { name: 'Contact HR Team' })).toHaveAttribute(
      'href',
      /^mailto:hr@/,
    );
  });

  test('a wrong file type, an oversized file and a disguised file are refused', async ({
    page,
  }) => {
    await page.goto('/career');
    const dialog = await openApply(page, 'Marketing Specialist');
    const resume = dialog.getByLabel('Resume');

    await resume.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(dialog.getByText('Upload a PDF, DOC or DOCX file.')).toBeVisible();
    await expect(resume).toHaveAttribute('aria-invalid', 'true');

    await resume.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdfBytes, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(dialog.getByText('The file is larger than 5 MB.')).toBeVisible();
    await expect(dialog.getByText('huge.pdf')).toBeHidden();

    // Named like a PDF but not one: the server, which reads the content, refuses it.
    const marker = unique();
    await fillApplicant(dialog, marker);
    await resume.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is not a document'),
    });
    await expect(resume).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to submit application.');
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Cover Letter')).toHaveValue(new RegExp(marker));
  });

  test('typed input survives going offline; after a reload it returns with the new job', async ({
    page,
    context,
  }) => {
    await page.goto('/career');
    const dialog = await openApply(page, 'Product Manager');
    await dialog.getByLabel('First Name').fill('Priya');
    await dialog.getByLabel('Cover Letter').fill('Half a thought');
    await context.setOffline(true);
    await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeHidden();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Priya');

    // A reload gives the application's own page, with the draft.
    await page.reload();
    await expect(page).toHaveURL('/career/product-manager/apply');
    await expect(page.getByLabel('First Name')).toHaveValue('Priya');
    await expect(page.getByLabel('Position Applied For')).toHaveValue('Product Manager');

    await page.goto('/career');
    const again = await openApply(page, 'DevOps Engineer');
    await expect(again.getByLabel('First Name')).toHaveValue('Priya');
    await expect(again.getByLabel('Cover Letter')).toHaveValue('Half a thought');
    await expect(again.getByLabel('Position Applied For')).toHaveValue('DevOps Engineer');
  });

  test('a failed request keeps the dialog open with its input', async ({ page }) => {
    await page.goto('/career');
    const dialog = await openApply(page, 'Product Manager');
    const marker = unique();
    await fillApplicant(dialog, marker);
    await page.route('**/api/apply', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred. Please try again.');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Priya');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const again = await openApply(page, 'Product Manager');
    await expect(again.getByLabel('First Name')).toHaveValue('');
  });
});

test.describe('the application page', () => {
  test('sends an application and says so on the page; Cancel leads back to the posting', async ({
    page,
  }) => {
    await page.goto('/career/devops-engineer/apply');
    await waitForHydration(page);
    const form = page.locator('main form');
    await expect(form.getByLabel('Position Applied For')).toHaveValue('DevOps Engineer');
    const marker = unique();
    await fillApplicant(form, marker);
    await form.getByLabel('Resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes,
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('status')).toHaveText(
      /^Application submitted successfully! Your reference is APP-[2-9A-HJKMNP-TV-Z]{6}\.$/,
    );
    const reference = (await form.getByRole('status').textContent())!.match(/APP-\w{6}/)![0];
    await expect(form.getByLabel('First Name')).toHaveValue('');
    const mail = await applicationFor(marker);
    expect(mail.subject).toContain('DevOps Engineer');
    expect(mail.subject?.startsWith(`[${reference}] `)).toBe(true);
    expect(Buffer.compare(mail.attachments[0]!.content, pdfBytes)).toBe(0);

    await form.getByLabel('First Name').fill('Half typed');
    await form.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/career/devops-engineer');
    expect(await page.evaluate(() => sessionStorage.getItem('draft:application'))).toBeNull();
  });
});

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

test.describe('career search and browser history', () => {
  /** The address, the search field and the count all show the search `query`. */
  async function expectSearch(page: Page, query: string, count: string) {
    await expect(page).toHaveURL(new RegExp(`/career\\?q=${query}$`));
    await expect(page.getByLabel('Search positions')).toHaveValue(query);
    await expect(countStatus(page)).toHaveText(count);
  }

  test('a shared search link opens with the field filled and the list filtered', async ({
    page,
  }) => {
    await page.goto('/career?q=kubernetes');
    await expect(page.getByLabel('Search positions')).toHaveValue('kubernetes');
    await expect(countStatus(page)).toHaveText('1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeHidden();
    await expect(page).toHaveURL(/\/career\?q=kubernetes$/);
  });

  test('Back from a job returns to the search of the URL, Forward to the job', async ({ page }) => {
    await page.goto('/career');
    await expect(countStatus(page)).toHaveText('6 positions found');
    // The count is the server's: typed before hydration, the search is the plain form's and
    // leaves the URL alone (seen once in CI on a loaded machine).
    await waitForHydration(page);
    await page.getByLabel('Search positions').pressSequentially('terraform');
    await expect(page).toHaveURL(/\/career\?q=terraform$/);
    await expect(countStatus(page)).toHaveText('1 position found');

    await page.getByRole('link', { name: 'View details for DevOps Engineer' }).click();
    await expect(page).toHaveURL(/\/career\/devops-engineer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');

    await page.goBack();
    await expectSearch(page, 'terraform', '1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(/\/career\/devops-engineer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');

    await page.goBack();
    await expectSearch(page, 'terraform', '1 position found');
  });

  test('Back and Forward between two searches of /career set the field and list to the URL', async ({
    page,
  }) => {
    await page.goto('/career?q=tableau');
    await expect(countStatus(page)).toHaveText('1 position found');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(countStatus(page)).toHaveText('6 positions found');
    await expect(page.getByLabel('Search positions')).toHaveValue('');

    await page.goBack();
    await expectSearch(page, 'tableau', '1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByLabel('Search positions')).toHaveValue('');
    await expect(countStatus(page)).toHaveText('6 positions found');
  });
});
