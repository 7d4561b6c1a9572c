import { expect, type Locator, type Page } from '@playwright/test';

// The document form of Payload's editor (/admin/collections/<collection>/...), filled in as a
// person does. Its selects, tag inputs and date pickers are widgets that give their input no
// accessible name, so they are found by the id Payload gives each field: `field-<path>`.

/** Picks `option` in a select field (one value, or one more of several). */
export async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`#field-${field} .rs__control`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types each value into a text field that holds several (e.g. the skills of a job). */
export async function addValues(page: Page, field: string, values: readonly string[]) {
  const input = page.locator(`.field-${field} .rs__input`);
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

/** Picks today in a day-only date field's calendar. */
export async function pickToday(page: Page, field: string): Promise<void> {
  await page.locator(`#field-${field} input`).click();
  await page.locator('.react-datepicker__day--today').click();
}

/**
 * Adds rows to list fields (fields of `sentences`, lib/cms/fields.ts), one per text, on a form
 * just opened, before anything else is changed. Payload's form gives a new row its fields only
 * from its server's answer to the form state, and a row added while such a request is on its
 * way never gets them (Payload 3.90): so every row is added on a form at rest, each once the one
 * before has its field, and the texts are typed after.
 */
export async function addRows(page: Page, lists: Record<string, readonly string[]>) {
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached();
  const text = (field: string, index: number) => page.locator(`#field-${field}__${index}__text`);
  for (const [field, texts] of Object.entries(lists)) {
    const addItem = page.locator(`#field-${field}`).getByRole('button', { name: 'Add Item' });
    for (const index of texts.keys()) {
      await addItem.click();
      await expect(text(field, index)).toBeVisible();
    }
  }
  for (const [field, texts] of Object.entries(lists))
    for (const [index, value] of texts.entries()) await text(field, index).fill(value);
}

/** The document's status in the editor's header: Draft, Published or Changed. */
const status = (page: Page): Locator => page.locator('.doc-controls__status .status__value');

/** Saves a new document as a draft and waits until the editor has opened it as saved. */
export async function saveNewDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/[^/]+\/\d+$/);
  await expect(status(page)).toHaveText('Draft');
}

/**
 * Publishes the form as it stands, returns when Publish was clicked (Date.now()), once the editor
 * shows it published with nothing left to publish.
 */
export async function publish(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: 'Publish changes' });
  await expect(button).toBeEnabled();
  const clickedAt = Date.now();
  await button.click();
  await expect(button).toBeDisabled();
  await expect(status(page)).toHaveText('Published');
  return clickedAt;
}

/** Unpublishes the document through the editor's menu; returns when it was confirmed. */
export async function unpublish(page: Page): Promise<number> {
  await page.locator('.doc-controls__popup').getByRole('button').click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  // Payload names its dialogs by an internal slug; this one is titled 'Confirm unpublish'.
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Confirm unpublish' }) });
  const confirmedAt = Date.now();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Unpublished successfully.')).toBeVisible();
  await expect(status(page)).toHaveText('Draft');
  return confirmedAt;
}
