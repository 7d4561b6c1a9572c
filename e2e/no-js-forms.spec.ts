import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expectNoAxeViolations } from './support/axe';
import { pdfBytes, unique } from './support/fixtures';
import {
  applyWithoutPhoneOrPosition,
  completeApplication,
  expectApplicationMail,
  referenceIn,
} from './support/no-js-application';
import { parsedMessage } from './support/outbox';

// Every form with JavaScript turned off: the browser posts it itself, and the server answers with
// the form's page again (lib/forms/server/submission.ts): sent with the reference, or refused
// with an error summary, the messages beside the fields and every value kept.
test.use({ javaScriptEnabled: false });
// Each test sends a form two or three times and runs axe on the answers in a second context.
test.describe.configure({ timeout: 180_000 });

const mailTo = (marker: string, inbox: 'hr@' | 'sales@'): Promise<ParsedMail> =>
  parsedMessage(marker, (mail) => JSON.stringify(mail.to ?? '').includes(inbox));

/** The element the keyboard is on (page.evaluate needs JavaScript; locators do not). */
const focused = (page: Page) => page.locator(':focus');

/**
 * axe on the page this one shows, loaded again (by its ?answer= address) in a context with
 * JavaScript, which axe needs to run: the server renders the same answer for both.
 */
async function expectNoAxeViolationsOn(
  browser: Browser,
  page: Page,
  scope?: Parameters<typeof expectNoAxeViolations>[1],
) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  });
  const scripted = await context.newPage();
  await scripted.goto(page.url());
  await expectNoAxeViolations(scripted, scope);
  await context.close();
}

test.describe('the contact page form', () => {
  test('comes back with a summary, the messages and the values, then sends', async ({
    browser,
    page,
  }) => {
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByLabel('Full Name') });
    await form.getByLabel('Full Name').fill('Arjun Mehta');
    await form.getByLabel('Email Address').fill('arjun@bad');
    await form.getByLabel('Service').selectOption({ label: 'Web Development' });
    await form.getByRole('button', { name: 'Send Message' }).click();

    // The same page, at the error summary: the browser focuses it when it goes to the address's
    // fragment, once the page is parsed, and from there the first Tab reaches its first link.
    await expect(page).toHaveURL(/\/contact\?answer=[\w-]{32}#error-summary$/);
    const summary = page.locator('#error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid email',
      'Message is required',
    ]);
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText('Please enter a valid email');
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText('Message is required');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contact-message$/);

    await expect(form.getByLabel('Full Name')).toHaveValue('Arjun Mehta');
    await expect(form.getByLabel('Email Address')).toHaveValue('arjun@bad');
    await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    await expect(form.getByLabel('Service')).toHaveValue('web-development');
    await expectNoAxeViolationsOn(browser, page);

    const marker = unique();
    await form.getByLabel('Email Address').fill('arjun@example.org');
    await form.getByLabel('Message').fill(`We need a new website. ${marker}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/#contact-form-heading$/);
    await expect(page.getByRole('status').filter({ hasText: 'reference' })).toContainText(
      'Thank you for your message!',
    );
    const reference = await referenceIn(page);
    expect(reference).toMatch(/^ENQ-/);
    await expect(page.locator('#error-summary')).toHaveCount(0);
    await expectNoAxeViolationsOn(browser, page);
    const mail = await mailTo(marker, 'sales@');
    expect(mail.headers.get('x-submission-reference')).toBe(reference);
  });

  test('Get Started is a link to the contact page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('Notify Me', () => {
  test('comes back to the launch section: a refused address, then the reference', async ({
    browser,
    page,
  }) => {
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Email address for launch news' });
    // Valid for the browser's own check (type=email), not for the server's.
    await email.fill('launch@list');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page).toHaveURL(/\/\?answer=[\w-]{32}#error-summary$/);
    await expect(page.locator('#error-summary').getByRole('link')).toHaveText(
      'Please enter a valid email',
    );
    await expect(email).toHaveValue('launch@list');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `${unique().toLowerCase()}@example.org`;
    await email.fill(address);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page).toHaveURL(/#launch-heading$/);
    await expect(page.getByRole('status').filter({ hasText: 'reference' })).toContainText(
      'We will e-mail you when we launch.',
    );
    expect(await referenceIn(page)).toMatch(/^NTF-/);
    await expectNoAxeViolationsOn(browser, page, {
      include: ['#launch-heading', 'form[action="/api/notify"]'],
    });
    await mailTo(address, 'sales@');
  });
});

test.describe('the application pages', () => {
  const keptFile = async (token: string) =>
    join(process.env.E2E_DATA_DIR!, 'kept-resumes', `${token}.json`);

  test('keep a good resume while other fields are corrected, and send it once', async ({
    browser,
    page,
  }) => {
    await page.goto('/career');
    await page.getByRole('link', { name: 'Submit General Application' }).click();
    await expect(page).toHaveURL('/career/apply');
    const marker = unique();
    await applyWithoutPhoneOrPosition(page, marker);
    await expectNoAxeViolationsOn(browser, page);

    const reference = await completeApplication(page);
    expectApplicationMail(await mailTo(marker, 'hr@'), reference);
  });

  test('refuse a kept resume once it has expired, and a second use of it', async ({ page }) => {
    await page.goto('/career/apply');
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Resume').setInputFiles({
      name: 'ravi.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes,
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const keep = page.getByRole('checkbox', { name: 'Keep this resume' });
    await expect(keep).toBeChecked();
    const token = await keep.getAttribute('value');

    // An hour later: the store's record says so.
    const record = await keptFile(token!);
    const stored = JSON.parse(await readFile(record, 'utf8')) as { expiresAt: number };
    await writeFile(record, JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));

    await page.getByLabel('Last Name').fill('Kumar');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('#error-summary')).toContainText(
      'The resume you sent before is no longer kept',
    );
    await expect(page.getByLabel('Last Name')).toHaveValue('Kumar');
    // Expired and removed: the file and its record are gone.
    const left = await readdir(join(process.env.E2E_DATA_DIR!, 'kept-resumes'));
    expect(left.filter((name) => name.startsWith(token!))).toEqual([]);
  });

  test('refuse a wrong file type and a file over 5 MB, keeping every other value', async ({
    page,
  }) => {
    await page.goto('/career/devops-engineer');
    await page.getByRole('link', { name: 'Apply for this job' }).click();
    await expect(page).toHaveURL('/career/devops-engineer/apply');
    await page.getByLabel('First Name').fill('Anita');
    await page.getByLabel('Resume').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/career\/devops-engineer\/apply\?answer=/);
    await expect(page.locator('#error-summary')).toContainText('Upload a PDF, DOC or DOCX file.');
    await expect(page.getByLabel('Resume')).toHaveAccessibleDescription(
      /Upload a PDF, DOC or DOCX file\./,
    );
    await expect(page.getByLabel('First Name')).toHaveValue('Anita');
    await expect(page.getByLabel('Position Applied For')).toHaveValue('DevOps Engineer');

    await page.getByLabel('Resume').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdfBytes, Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // A readable page, not a connection error: the form again, saying why.
    await expect(page.locator('#error-summary')).toContainText('The file is larger than 5 MB.');
    await expect(page.getByLabel('First Name')).toHaveValue('Anita');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/career/devops-engineer');
  });
});

test.describe('a form on another site', () => {
  test('cannot make the browser send an enquiry: 403 and a readable page', async ({
    page,
    baseURL,
  }) => {
    const marker = unique();
    // A page of another origin whose form posts to our endpoint, as an attacker's would.
    await page.route('https://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/api/contact">
          <input name="name" value="Mallory"><input name="email" value="m@example.org">
          <input name="message" value="${marker}"><button>Send</button></form>`,
      }),
    );
    await page.goto('https://elsewhere.example/');
    const answer = page.waitForResponse((response) => response.url().includes('/api/contact'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Not sent' })).toBeVisible();
    await expect(page.getByText('sent from another website, so nothing was sent')).toBeVisible();
    await page.waitForTimeout(500);
    const { messagesContaining } = await import('./support/outbox');
    expect(await messagesContaining(marker)).toEqual([]);
  });
});
