import { expect, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { pdfBytes } from './fixtures';

// The steps of an application sent without JavaScript that keeps its good resume while the other
// fields are corrected: e2e/no-js-forms.spec.ts on one server, e2e/instances.spec.ts across two
// instances behind nginx.

/** The reference in the page's status after a form sent without JavaScript was accepted. */
export const referenceIn = async (page: Page) =>
  /Your reference is ((?:APP|ENQ|NTF)-[A-Z0-9]{6})\./.exec(
    await page.getByRole('status').filter({ hasText: 'reference' }).innerText(),
  )?.[1];

/**
 * On an application page: everything but the phone and the position, with a good PDF resume.
 * The answer refuses the two missing fields, keeps every value and offers to keep the resume.
 */
export async function applyWithoutPhoneOrPosition(page: Page, lastName: string): Promise<void> {
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill('meera@example.org');
  await page.getByLabel('Years of Experience').selectOption('3-5');
  await page.getByLabel('Cover Letter').fill('I would like to join.');
  await page.getByLabel('Resume').setInputFiles({
    name: 'Meera CV.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes,
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/career\/apply\?answer=[\w-]{32}#error-summary$/);
  await expect(page.locator('#error-summary').getByRole('link')).toHaveText([
    'Phone number is required',
    'Choose the position you are applying for',
  ]);
  await expect(page.getByLabel('First Name')).toHaveValue('Meera');
  await expect(page.getByLabel('Cover Letter')).toHaveValue('I would like to join.');
  await expect(page.getByLabel('Years of Experience')).toHaveValue('3-5');
  await expect(page.getByText('Meera CV.pdf received — keep it or choose another.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Keep this resume' })).toBeChecked();
}

/** The missing fields given and sent again with the kept resume: accepted, its reference shown. */
export async function completeApplication(page: Page): Promise<string> {
  await page.getByLabel('Phone Number').fill('+91 98765 43210');
  await page.getByLabel('Position Applied For').selectOption('Other');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/#application-status$/);
  const reference = await referenceIn(page);
  expect(reference).toMatch(/^APP-/);
  return reference!;
}

/** HR's message of that application: its reference, and the kept resume once, byte for byte. */
export function expectApplicationMail(mail: ParsedMail, reference: string): void {
  expect(mail.headers.get('x-submission-reference')).toBe(reference);
  expect(mail.attachments).toHaveLength(1);
  expect(Buffer.compare(mail.attachments[0]!.content, pdfBytes)).toBe(0);
}
