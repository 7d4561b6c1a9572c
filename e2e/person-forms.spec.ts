import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { seedJobs } from '../lib/cms/seed/jobs';
import { openJobs } from '../lib/jobs';
import { afterAPersonsPause, pdfBytes, unique } from './support/fixtures';
import { messagesContaining, parsedMessage } from './support/outbox';

// A person filling in each form as people do, with JavaScript and without: the form token comes
// from the page they opened (a cookie set by proxy.ts), the honeypot stays empty, they take the
// few seconds a person takes. Their submission reaches staff unmarked, and they are acknowledged
// (the launch list acknowledges nobody, by design). Scripts are marked instead: see
// __tests__/api/abuse/.

const job = openJobs(seedJobs)[0]!;

/** The staff copy carrying `marker`, and the acknowledgement to `address` naming `reference`. */
async function mails(marker: string, address: string, reference: string) {
  const staff = await parsedMessage(marker, (mail) => Boolean(mail.replyTo));
  const acknowledgement = await parsedMessage(
    reference,
    (mail) => JSON.stringify(mail.to ?? '').includes(address) && !mail.replyTo,
  );
  return { staff, acknowledgement };
}

function expectUnmarked(staff: ParsedMail, reference: string) {
  expect(staff.subject?.startsWith(`[${reference}] `)).toBe(true);
  expect(staff.subject).not.toContain('[Possible spam]');
  expect(staff.headers.get('x-possible-spam')).toBeUndefined();
  expect(staff.text).not.toContain('Possible spam');
}

function expectAcknowledged(acknowledgement: ParsedMail, address: string) {
  expect(acknowledgement.headers.get('auto-submitted')).toBe('auto-replied');
  expect(acknowledgement.to).toMatchObject({ value: [{ address, name: '' }] });
}

const referenceOnPage = async (page: Page, kind: 'ENQ' | 'APP' | 'NTF') => {
  const status = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(status).toContainText(new RegExp(`${kind}-\\w{6}`));
  return new RegExp(`${kind}-\\w{6}`).exec(await status.innerText())![0];
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a person ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('sends an enquiry from the contact page: acknowledged and unmarked', async ({ page }) => {
      const marker = unique('PERSON');
      const address = `${marker.toLowerCase()}@example.com`;
      await page.goto('/contact');
      const opened = Date.now();
      const form = page.locator('form').filter({ has: page.getByLabel('Full Name') });
      await form.getByLabel('Full Name').fill('Meera Desai');
      await form.getByLabel('Email Address').fill(address);
      await form
        .getByRole('textbox', { name: 'Message' })
        .fill(`We would like our clinic's booking site rebuilt. ${marker}`);
      await afterAPersonsPause(opened);
      await form.getByRole('button', { name: 'Send Message' }).click();

      const reference = await referenceOnPage(page, 'ENQ');
      const { staff, acknowledgement } = await mails(marker, address, reference);
      expectUnmarked(staff, reference);
      expectAcknowledged(acknowledgement, address);
    });

    test('applies for a job: acknowledged and unmarked', async ({ page }) => {
      const marker = unique('PERSON');
      const address = `${marker.toLowerCase()}@example.com`;
      await page.goto(`/career/${job.slug}/apply`);
      const opened = Date.now();
      await page.getByLabel('First Name').fill('Meera');
      await page.getByLabel('Last Name').fill('Desai');
      await page.getByLabel('Email').fill(address);
      await page.getByLabel('Phone Number').fill('+91 98765 43210');
      await page.getByLabel('Years of Experience').selectOption('3-5');
      await page.getByLabel('Cover Letter').fill(`I would love to join the team. ${marker}`);
      await page.getByLabel('Resume').setInputFiles({
        name: 'meera.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes,
      });
      await afterAPersonsPause(opened);
      await page.getByRole('button', { name: 'Submit Application' }).click();

      const reference = await referenceOnPage(page, 'APP');
      const { staff, acknowledgement } = await mails(marker, address, reference);
      expectUnmarked(staff, reference);
      expect(staff.subject).toContain(job.title);
      expectAcknowledged(acknowledgement, address);
      expect(acknowledgement.text).toContain(job.title);
      expect(acknowledgement.text).not.toContain('Meera');
    });

    test('joins the launch list: unmarked, and not mailed', async ({ page }) => {
      const address = `${unique('PERSON').toLowerCase()}@example.com`;
      await page.goto('/');
      const opened = Date.now();
      const form = page.locator('form[action="/api/notify"]');
      await form.getByRole('textbox').fill(address);
      await afterAPersonsPause(opened);
      await form.getByRole('button', { name: 'Notify Me' }).click();

      const reference = await referenceOnPage(page, 'NTF');
      const staff = await parsedMessage(address, (mail) => Boolean(mail.replyTo));
      expectUnmarked(staff, reference);
      // Every message naming the address went to sales: none to the subscriber.
      const naming = await messagesContaining(address);
      expect(naming.length).toBeGreaterThan(0);
      for (const message of naming) expect(message).toMatch(/^To: sales@example\.com/m);
    });
  });
}

test('a person with JavaScript sends an enquiry from the Get Started dialog: acknowledged and unmarked', async ({
  page,
}) => {
  const marker = unique('PERSON');
  const address = `${marker.toLowerCase()}@example.com`;
  await page.goto('/services');
  const opened = Date.now();
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Started' });
  await dialog.getByLabel('Name').fill('Meera Desai');
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByLabel('Message').fill(`A mobile app for our clinic. ${marker}`);
  await afterAPersonsPause(opened);
  const answered = page.waitForResponse((response) => response.url().includes('/api/contact'));
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const { reference } = (await (await answered).json()) as { reference: string };

  const { staff, acknowledgement } = await mails(marker, address, reference);
  expectUnmarked(staff, reference);
  expectAcknowledged(acknowledgement, address);
});
