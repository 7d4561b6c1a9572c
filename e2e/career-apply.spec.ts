import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { company } from '../content/company';
import { pdfBytes, unique } from './support/fixtures';
import { requestGate } from './support/gate';
import { waitForHydration } from './support/hydration';
import { parsedMessage } from './support/outbox';

/** HR's copy of the application whose fields carry `marker`, parsed, once it is written. */
const applicationFor = (marker: string): Promise<ParsedMail> =>
  parsedMessage(marker, (mail) => JSON.stringify(mail.to ?? '').includes('hr@'));

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
    await expect(dialog.getByRole('alert')).toHaveText(
      `An error occurred. Please try again. You can also e-mail us at ${company.hrEmail}.`,
    );
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
