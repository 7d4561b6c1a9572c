import { expect, test, type Page } from '@playwright/test';
import { company } from '../content/company';
import { formAnswerCopy } from '../content/forms';
import { launchSection } from '../content/launch';
import { expectNoAxeViolations } from './support/axe';
import { afterAPersonsPause, unique as uniqueMarker } from './support/fixtures';
import { requestGate } from './support/gate';
import { messagesContaining } from './support/outbox';

// These tests assume the deployment sets no LAUNCH_AT: the countdown then runs to six days after
// the visitor's first display, which a fresh browser context always is.
const SIX_DAYS_S = 6 * 24 * 60 * 60;

const section = (page: Page) => page.getByRole('region', { name: launchSection.heading });
const countdown = (page: Page) => page.getByRole('group', { name: 'Time left until launch' });
const emailInput = (page: Page) => page.getByRole('textbox', { name: launchSection.form.label });
const notifyButton = (page: Page) => page.getByRole('button', { name: 'Notify Me' });
const unique = () => uniqueMarker('launch');

/** The four numbers the countdown shows, days first. */
async function shownParts(page: Page): Promise<string[]> {
  return (await countdown(page).textContent())?.match(/\d+/g) ?? [];
}

/** The time left the countdown shows, in seconds; null while it still shows placeholders. */
async function shownSecondsLeft(page: Page): Promise<number | null> {
  const parts = (await shownParts(page)).map(Number);
  if (parts.length !== 4 || parts.every((part) => part === 0)) return null;
  const [days, hours, minutes, seconds] = parts as [number, number, number, number];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** Opens the home page and waits until the countdown runs, which means the section is hydrated. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await countdown(page).scrollIntoViewIfNeeded();
  await expect.poll(() => shownSecondsLeft(page)).not.toBeNull();
}

test('the Coming Soon banner is in the server-rendered HTML, right after the hero', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const text of [
    launchSection.heading,
    'Just a few days left until the big reveal of our new product!',
    'Launching in 5 Days!',
    'DAYS',
    'HRS',
    'MINS',
    'SECS',
    'placeholder="Enter your email..."',
    'Notify Me',
    'Get in touch with us:',
    'href="mailto:sales@example.com"',
  ]) {
    expect(html, text).toContain(text);
  }
  // Time-dependent numbers are filled in on the client, so the markup never mismatches.
  const group = html.slice(html.indexOf('aria-label="Time left until launch"'));
  expect(group.slice(0, group.indexOf('</div></div>') + 12).match(/>(\d+)</g)).toEqual([
    '>00<',
    '>00<',
    '>00<',
    '>00<',
  ]);
  expect(html.indexOf('id="launch-heading"')).toBeGreaterThan(html.indexOf('<h1'));
});

test('the countdown starts at six days and ticks every second', async ({ page }) => {
  await openHome(page);
  const first = (await shownSecondsLeft(page))!;
  expect(first).toBeLessThanOrEqual(SIX_DAYS_S);
  expect(first).toBeGreaterThan(SIX_DAYS_S - 30);
  expect(await shownParts(page)).toHaveLength(4);
  for (const part of await shownParts(page)) expect(part).toMatch(/^\d\d$/);
  await expect.poll(() => shownSecondsLeft(page), { timeout: 2500 }).toBeLessThan(first);
  await expect.poll(() => shownSecondsLeft(page), { timeout: 3500 }).toBeLessThan(first - 1);
});

test('a reload continues the countdown instead of restarting it', async ({ page }) => {
  await openHome(page);
  const startedAt = Date.now();
  const target = await page.evaluate(() => localStorage.getItem('launch-countdown-target'));
  expect(target).toMatch(/^\d+$/);

  await page.waitForTimeout(2500);
  await page.reload();
  await countdown(page).scrollIntoViewIfNeeded();
  await expect.poll(() => shownSecondsLeft(page)).not.toBeNull();
  const afterReload = (await shownSecondsLeft(page))!;
  const elapsed = (Date.now() - startedAt) / 1000;

  expect(await page.evaluate(() => localStorage.getItem('launch-countdown-target'))).toBe(target);
  // Not reset to six days: what is shown is the first target minus the time that passed.
  const expected = (Number(target) - Date.now()) / 1000;
  expect(Math.abs(afterReload - expected)).toBeLessThanOrEqual(2);
  expect(afterReload).toBeLessThanOrEqual(SIX_DAYS_S - Math.floor(elapsed) + 1);
  expect(afterReload).toBeLessThan(SIX_DAYS_S - 1);
});

test('with the site-wide pause on, the countdown shows the time left but does not tick', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('motion-paused', '1'));
  await openHome(page);
  const frozen = await shownParts(page);
  await page.waitForTimeout(2200);
  expect(await shownParts(page)).toEqual(frozen);
});

test('the countdown reserves its space: filling it in shifts nothing', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/');
  const placeholderBox = await countdown(staticPage).boundingBox();
  await noScript.close();

  await openHome(page);
  const liveBox = await countdown(page).boundingBox();
  expect(liveBox?.height).toBe(placeholderBox?.height);
  expect(liveBox?.width).toBe(placeholderBox?.width);
});

test('Notify Me sends the address to the sales inbox and says so', async ({ page }) => {
  const address = `${unique()}@example.com`;
  await openHome(page);
  const opened = Date.now();
  const gate = requestGate();
  await page.route('**/api/notify', async (route) => {
    await gate.wait();
    await route.continue();
  });
  await emailInput(page).fill(address);
  // As a person sends it, so that the subject is not marked as possible spam.
  await afterAPersonsPause(opened);
  await notifyButton(page).click();

  await expect(section(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  gate.open();
  await expect(section(page).getByRole('status')).toHaveText(
    new RegExp(`^${launchSection.form.success} Your reference is NTF-[2-9A-HJKMNP-TV-Z]{6}\\.$`),
  );
  const reference = (await section(page).getByRole('status').textContent())!.match(/NTF-\w{6}/)![0];
  await expect(emailInput(page)).toHaveValue('');
  await expect(notifyButton(page)).toBeEnabled();

  await expect.poll(async () => (await messagesContaining(address)).length).toBe(1);
  const [message] = await messagesContaining(address);
  expect(message).toMatch(/^To: sales@example\.com/m);
  expect(message).toMatch(new RegExp(`^Reply-To: ${address.replace(/\./g, '\\.')}`, 'm'));
  expect(message).toMatch(
    new RegExp(`^Subject: \\[${reference}\\] Launch list: ${address.replace(/\./g, '\\.')}`, 'm'),
  );
});

test('Notify Me shows a failure and keeps the address', async ({ page }) => {
  const address = `${unique()}@example.com`;
  await openHome(page);
  await page.route('**/api/notify', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
  );
  await emailInput(page).fill(address);
  await notifyButton(page).click();
  const orEmail = formAnswerCopy.orEmail(company.salesEmail);
  await expect(section(page).getByRole('alert')).toHaveText(
    `${launchSection.form.failure} ${formAnswerCopy.unavailable} ${orEmail}`,
  );
  await expect(section(page).locator('[role="status"]')).toBeEmpty();
  await expect(emailInput(page)).toHaveValue(address);

  await page.route('**/api/notify', (route) => route.abort('internetdisconnected'));
  await notifyButton(page).click();
  await expect(section(page).getByRole('alert')).toHaveText(
    `${launchSection.form.networkError} ${orEmail}`,
  );
  await expect(emailInput(page)).toHaveValue(address);
  expect(await messagesContaining(address)).toEqual([]);
});

test('Notify Me refuses an invalid address', async ({ page }) => {
  await openHome(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notify')) requests.push(request.url());
  });

  // The browser's own check stops what is plainly not an address, before any request.
  await emailInput(page).fill('not-an-email');
  await notifyButton(page).click();
  expect(await emailInput(page).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
    false,
  );
  await expect(emailInput(page)).toBeFocused();
  expect(requests).toEqual([]);

  // What the browser lets through, the server refuses; the message is tied to the input.
  const marker = unique();
  await emailInput(page).fill(`${marker}@example`);
  await notifyButton(page).click();
  const message = section(page).getByText('Please enter a valid email');
  await expect(message).toBeVisible();
  await expect(emailInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailInput(page)).toHaveAccessibleDescription(/Please enter a valid email/);
  await expect(emailInput(page)).toHaveValue(`${marker}@example`);
  await expect(section(page).locator('[role="status"]')).toBeEmpty();
  expect(requests).toHaveLength(1);
  expect(await messagesContaining(marker)).toEqual([]);

  await expectNoAxeViolations(page, {
    include: ['#launch-heading', 'section[aria-labelledby="launch-heading"]'],
  });
});
