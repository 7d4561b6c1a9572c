import { expect, type Page, type Response } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { company } from '../content/company';
import { afterAPersonsPause, unique } from './support/fixtures';
import { requestGate } from './support/gate';
import { scrollIntoViewSettled, waitForHydration } from './support/hydration';
import { messagesContaining, parsedMessage } from './support/outbox';
import { test } from './support/rate-limited';
import { LOW_CONTACT_LIMIT } from './support/servers';

/** The staff e-mail of the enquiry whose message carries `marker`, parsed, once it is written. */
const enquiryMail = (marker: string): Promise<ParsedMail> =>
  // The acknowledgement has no Reply-To.
  parsedMessage(marker, (mail) => Boolean(mail.replyTo));

/** The answer to the next enquiry the page posts. */
const enquiryAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/contact') &&
      response.request().method() === 'POST',
  );

async function fillContactPage(page: Page, marker: string) {
  await page.getByLabel('Full Name').fill('Priya Shah');
  await page.getByLabel('Email Address').fill('priya@example.com');
  await page.getByLabel('Phone Number').fill('+91 79 4000 1234');
  await page.getByLabel('Subject').fill(`Website rebuild ${marker}`);
  await page.getByRole('textbox', { name: 'Message' }).fill(`We need a new website. ${marker}`);
}

test.describe('contact page form', () => {
  test('requires its fields, then sends, announces success, clears and mails sales', async ({
    page,
  }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toBeFocused();

    await page.getByLabel('Email Address').fill('not-an-email');
    await send.click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByLabel('Email Address').fill('priya@');
    await expect(page.getByText('Please enter a valid email')).toBeHidden();

    const marker = unique();
    await fillContactPage(page, marker);
    const gate = requestGate();
    await page.route('**/api/contact', async (route) => {
      await gate.wait();
      await route.continue();
    });
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    gate.open();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(
      /^Thank you for your message! We will get back to you soon\. Your reference is ENQ-[2-9A-HJKMNP-TV-Z]{6}\.$/,
    );
    const reference = (await status.textContent())!.match(/ENQ-\w{6}/)![0];
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await expect.poll(async () => (await messagesContaining(marker)).length).toBeGreaterThan(0);
    // The staff subject names the service, company and sender; the reference finds the message.
    const [enquiry] = await messagesContaining(`X-Submission-Reference: ${reference}`);
    expect(enquiry).toMatch(new RegExp(`^X-Submission-Reference: ${reference}`, 'm'));
    expect(enquiry).toMatch(/^To: sales@example\.com/m);
    expect(enquiry).toMatch(/^Reply-To: Priya Shah <priya@example\.com>/m);
  });

  test('keeps the input and says so when the server fails', async ({ page }) => {
    await page.goto('/contact');
    const marker = unique();
    await fillContactPage(page, marker);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('form').getByRole('alert')).toContainText(
      'Something went wrong. Please try again later.',
    );
    await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');

    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      `An error occurred while sending the form. You can also e-mail us at ${company.salesEmail}.`,
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `We need a new website. ${marker}`,
    );
    expect(await messagesContaining(marker)).toEqual([]);
  });

  test('refused as too many, it says how many minutes to wait and where to write instead', async ({
    page,
    playwright,
    rateLimitedOrigin,
  }) => {
    // The rate-limited server takes LOW_CONTACT_LIMIT.points enquiries per client in ten minutes.
    // Empty ones use them up: each is counted, then refused (422) with nothing sent. Another spec
    // may have used some already (e2e/headers.spec.ts), hence until the first 429.
    const api = await playwright.request.newContext({ baseURL: rateLimitedOrigin });
    for (let sent = 0; sent <= LOW_CONTACT_LIMIT.points; sent += 1) {
      if ((await api.post('/api/contact', { data: {} })).status() === 429) break;
    }
    await api.dispose();

    await page.goto(`${rateLimitedOrigin}/contact`);
    const marker = unique();
    await fillContactPage(page, marker);
    const answer = enquiryAnswer(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(429);
    const minutes = Math.ceil(Number(await refused.headerValue('retry-after')) / 60);
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'Something went wrong. Please try again later. You have sent this form several times in a ' +
        `short while. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send ` +
        `it again. You can also e-mail us at ${company.salesEmail}.`,
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `We need a new website. ${marker}`,
    );
    expect(await messagesContaining(marker)).toEqual([]);
  });

  test('shows the server’s field messages', async ({ page }) => {
    await page.goto('/contact');
    await fillContactPage(page, unique());
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, errors: { email: 'Please enter a valid email' } }),
      }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
  });

  test('a half-typed form survives going offline and coming back', async ({ page, context }) => {
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Priya Shah');
    await page.getByRole('textbox', { name: 'Message' }).fill('Half a thought');
    await context.setOffline(true);
    await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeHidden();
    await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
    // Even a reload (or a later visit in this tab) brings the draft back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });
});

test.describe('Get Started dialog', () => {
  test('works by keyboard alone and sends the enquiry', async ({ page }) => {
    await page.goto('/privacy');
    // While the loading overlay shows, the page behind it is inert and takes no focus.
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Get Started' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();

    // Focus stays inside: tabbing past the last control wraps to the first.
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await dialog.getByLabel('Name').focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();

    const marker = unique();
    await dialog.getByLabel('Name').focus();
    await page.keyboard.type('Arjun Mehta');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await page.keyboard.press('Tab');
    await page.keyboard.type('arjun@example');
    for (const label of ['Phone', 'Company', 'Service', 'Timeline', 'Message']) {
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel(label)).toBeFocused();
    }
    await page.keyboard.type(`Mobile app for our clinics ${marker}`);
    await dialog.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await dialog.getByLabel('Email').fill('arjun@example.com');
    await dialog.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' }),
    ).toBeVisible();
    await expect(opener).toBeFocused();
    await expect.poll(async () => (await messagesContaining(marker)).length).toBeGreaterThan(0);

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });

  test('nothing closes it while it is sending, so the outcome is seen', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    const gate = requestGate();
    await page.route('**/api/contact', async (route) => {
      await gate.wait();
      await route.fulfill({ status: 503, json: { ok: false, error: 'Mail is unavailable.' } });
    });
    await dialog.getByLabel('Name').fill('Arjun Mehta');
    await dialog.getByLabel('Email').fill('arjun@example.com');
    await dialog.getByLabel('Message').fill('A booking app');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    gate.open();
    await expect(dialog.getByRole('alert')).toContainText(
      'Something went wrong. Please try again later.',
    );
    await expect(dialog.getByLabel('Name')).toHaveValue('Arjun Mehta');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('closes on Escape, Cancel, the close icon and a backdrop click, returning focus', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Get Started' });
    const dialog = page.getByRole('dialog', { name: 'Get Started' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('while sending both buttons are disabled; a failure keeps it open with its message', async ({
    page,
  }) => {
    await page.goto('/');
    const gate = requestGate();
    await page.route('**/api/contact', async (route) => {
      await gate.wait();
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' });
    });
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await dialog.getByLabel('Name').fill('Arjun Mehta');
    await dialog.getByLabel('Email').fill('arjun@example.com');
    await dialog.getByLabel('Message').fill('Hello');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    gate.open();
    await expect(dialog.getByRole('alert')).toContainText(
      'Something went wrong. Please try again later.',
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Arjun Mehta');
  });

  test('its code loads only when it is first opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/privacy');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    test('opens from the mobile menu', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('dialog', { name: 'Get Started' })).toBeVisible();
    });
  });
});

test.describe('company, service and timeline (enquiries sales can triage)', () => {
  test('the contact page sends them, and sales get them in the subject and the body', async ({
    page,
  }) => {
    await page.goto('/contact');
    const opened = Date.now();
    const marker = unique();
    const service = page.getByRole('combobox', { name: 'Service' });
    const timeline = page.getByRole('combobox', { name: 'Timeline' });
    await expect(service).toHaveValue('');
    await expect(service.locator('option').first()).toHaveText('Choose a service…');
    await page.getByLabel('Full Name').fill('Priya Shah');
    await page.getByLabel('Email Address').fill('priya@example.com');
    await page.getByRole('textbox', { name: 'Company' }).fill('Kestrelway Logistics');
    await service.selectOption({ label: 'Salesforce' });
    await timeline.selectOption({ label: 'Within 3 months' });
    await page.getByRole('textbox', { name: 'Message' }).fill(`Service Cloud, please. ${marker}`);

    // As a person sends it, so that the subject is not marked as possible spam.
    await afterAPersonsPause(opened);
    const answered = enquiryAnswer(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const answer = await answered;
    expect(answer.request().postDataJSON()).toMatchObject({
      company: 'Kestrelway Logistics',
      service: 'salesforce',
      timeline: 'within-3-months',
    });
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await expect(page.getByRole('main').getByRole('status')).toContainText(reference);
    await expect(service).toHaveValue('');

    const mail = await enquiryMail(marker);
    expect(mail.subject).toBe(`[${reference}] Salesforce — Kestrelway Logistics — Priya Shah`);
    expect(JSON.stringify(mail.to)).toContain('sales@example.com');
    expect(mail.text).toContain('Company: Kestrelway Logistics');
    expect(mail.text).toContain('Service: Salesforce');
    expect(mail.text).toContain('Timeline: Within 3 months');
    expect(mail.html).toContain('Within 3 months');
  });

  test('the Get Started dialog sends them too', async ({ page }) => {
    await page.goto('/privacy');
    const opened = Date.now();
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect(dialog).toBeVisible();
    const marker = unique();
    await dialog.getByLabel('Name').fill('Asha Patel');
    await dialog.getByLabel('Email').fill('asha@example.in');
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Kestrelway');
    await dialog.getByRole('combobox', { name: 'Service' }).selectOption('ai-machine-learning');
    await dialog.getByRole('combobox', { name: 'Timeline' }).selectOption({ label: 'Later' });
    await dialog.getByLabel('Message').fill(`Demand forecasting ${marker}`);

    await afterAPersonsPause(opened);
    const answered = enquiryAnswer(page);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const answer = await answered;
    expect(answer.request().postDataJSON()).toMatchObject({
      company: 'Kestrelway',
      service: 'ai-machine-learning',
      timeline: 'later',
    });
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await expect(dialog).toBeHidden();

    const mail = await enquiryMail(marker);
    expect(mail.subject).toBe(`[${reference}] AI & Machine Learning — Kestrelway — Asha Patel`);
    expect(mail.text).toContain('Timeline: Later');
  });

  test('without a service or company the subject is the reference and the name', async ({
    page,
  }) => {
    await page.goto('/contact');
    const opened = Date.now();
    const marker = unique();
    await fillContactPage(page, marker);
    await afterAPersonsPause(opened);
    const answered = enquiryAnswer(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const { reference } = (await (await answered).json()) as { reference: string };
    const mail = await enquiryMail(marker);
    expect(mail.subject).toBe(`[${reference}] Priya Shah`);
    expect(mail.text).toContain('Service: (not given)');
  });

  test('the API refuses a service or timeline outside the lists, with the field message', async ({
    request,
  }) => {
    const marker = unique();
    const response = await request.post('/api/contact', {
      data: {
        name: 'Priya Shah',
        email: 'priya@example.com',
        service: 'blockchain',
        timeline: 'someday',
        message: `Hello ${marker}`,
      },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({
      ok: false,
      errors: {
        service: 'Please choose a service from the list',
        timeline: 'Please choose a timeline from the list',
      },
    });
    expect(await messagesContaining(marker)).toEqual([]);
  });
});

test.describe("a service page's 'Start Your Project'", () => {
  for (const [path, service, label, where] of [
    ['/services/web-development', 'web-development', 'Web Development', 'hero'],
    ['/services/mobile-development', 'mobile-development', 'App Development', 'closing panel'],
  ] as const) {
    test(`opens Get Started with ${label} chosen (${where} of ${path})`, async ({ page }) => {
      await page.goto(path);
      const opener = page.getByRole('main').getByRole('button', { name: 'Start Your Project' });
      await scrollIntoViewSettled(opener); // waits for hydration: until then it is a link
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Get Started' });
      await expect(dialog).toBeVisible();
      const choice = dialog.getByRole('combobox', { name: 'Service' });
      await expect(choice).toHaveValue(service);
      await expect(choice.locator('option:checked')).toHaveText(label);

      await dialog.getByLabel('Name').fill('Arjun Mehta');
      await dialog.getByLabel('Email').fill('arjun@example.com');
      await dialog.getByLabel('Message').fill(`From ${path} ${unique()}`);
      const answered = enquiryAnswer(page);
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      const answer = await answered;
      expect(answer.request().postDataJSON()).toMatchObject({ service });
      expect(answer.status()).toBe(201);
    });
  }

  test('a link to the contact page that chooses the service, where the select shows it', async ({
    page,
  }) => {
    await page.goto('/contact?service=web-development');
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('web-development');
    // A new visit: the first one's draft (sessionStorage) would bring its choice back.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/contact?service=not-a-service');
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a link to the contact page with the service in its address', async ({ page }) => {
      await page.goto('/services/web-development');
      const link = page.getByRole('main').getByRole('link', { name: 'Start Your Project' });
      await expect(link).toHaveAttribute('href', '/contact?service=web-development');
      await link.click();
      await expect(page).toHaveURL(/\/contact\?service=web-development$/);
      await expect(page.getByRole('combobox', { name: 'Service' })).toBeVisible();
    });
  });
});
