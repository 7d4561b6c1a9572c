import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Redis from 'ioredis';
import type { ParsedMail } from 'mailparser';
import { pdfBytes, unique } from './support/fixtures';
import {
  applyWithoutPhoneOrPosition,
  completeApplication,
  expectApplicationMail,
  referenceIn,
} from './support/no-js-application';
import { outboxMessages, parsedMessage } from './support/outbox';
import { e2eServers, SERVED_BY_HEADER } from './support/servers';

// Two instances of the production build, a DATA_DIR each and one Redis, behind the repo's
// deploy/nginx.conf, which sends each request to either in turn (playwright.config.ts, project
// `instances`). A form sent without JavaScript is stored by the instance that takes the post and
// shown by whichever serves the page after the redirect; a kept resume is used by whichever takes
// the next post.
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

const instanceDirs = [e2eServers.instanceA.dataDir, e2eServers.instanceB.dataDir];
const [originA, originB] = process.env.E2E_INSTANCE_ORIGINS!.split(' ') as [string, string];

/** The .eml files of both instances' outboxes: whichever delivered the message wrote it. */
async function outboxes(): Promise<string[]> {
  const perInstance = await Promise.all(
    instanceDirs.map((dir) => outboxMessages(join(dir, 'outbox'))),
  );
  return perInstance.flat();
}

function mailTo(marker: string, inbox: 'hr@' | 'sales@'): Promise<ParsedMail> {
  return parsedMessage(marker, (mail) => JSON.stringify(mail.to ?? '').includes(inbox), outboxes);
}

/** The instances (upstream addresses nginx names) that answered the page's requests. */
function instancesServing(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (response) => {
    const upstream = response.headers()[SERVED_BY_HEADER];
    if (upstream) seen.add(upstream);
  });
  return seen;
}

/** Nothing a visitor typed lands in an instance's DATA_DIR: answers and resumes are in Redis. */
async function expectNothingStoredOnDisk() {
  for (const dir of instanceDirs) {
    expect(await readdir(join(dir, 'answers')).catch(() => [])).toEqual([]);
    expect(await readdir(join(dir, 'kept-resumes')).catch(() => [])).toEqual([]);
  }
}

test('the contact form: refused, then sent, whichever instance answers', async ({ page }) => {
  const served = instancesServing(page);
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByLabel('Full Name') });
  const marker = unique();
  await form.getByLabel('Full Name').fill(`Arjun ${marker}`);
  await form.getByLabel('Email Address').fill('arjun@bad');
  await form.getByLabel('Service').selectOption({ label: 'Web Development' });
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/contact\?answer=[\w-]{32}#error-summary$/);
  await expect(page.locator('#error-summary').getByRole('link')).toHaveText([
    'Please enter a valid email',
    'Message is required',
  ]);
  await expect(form.getByLabel('Full Name')).toHaveValue(`Arjun ${marker}`);
  await expect(form.getByLabel('Email Address')).toHaveValue('arjun@bad');
  await expect(form.getByLabel('Service')).toHaveValue('web-development');
  // Shown again on a reload, by the other instance this time.
  await page.reload();
  await expect(form.getByLabel('Full Name')).toHaveValue(`Arjun ${marker}`);

  await form.getByLabel('Email Address').fill('arjun@example.org');
  await form.getByLabel('Message').fill('We need a new website.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reference' })).toBeVisible();
  expect(await referenceIn(page)).toMatch(/^ENQ-/);
  await mailTo(marker, 'sales@');
  expect(served.size).toBe(2);
  await expectNothingStoredOnDisk();
});

test('Notify Me: a refused address, then the reference', async ({ page }) => {
  const served = instancesServing(page);
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address for launch news' });
  await email.fill('launch@list');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page).toHaveURL(/\/\?answer=[\w-]{32}#error-summary$/);
  await expect(page.locator('#error-summary').getByRole('link')).toHaveText(
    'Please enter a valid email',
  );
  await expect(email).toHaveValue('launch@list');

  const address = `${unique().toLowerCase()}@example.org`;
  await email.fill(address);
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page).toHaveURL(/#launch-heading$/);
  expect(await referenceIn(page)).toMatch(/^NTF-/);
  await mailTo(address, 'sales@');
  expect(served.size).toBe(2);
});

test('an application keeps its good resume across instances and sends it once', async ({
  page,
}) => {
  const served = instancesServing(page);
  await page.goto('/career/apply');
  const marker = unique();
  await applyWithoutPhoneOrPosition(page, marker);
  await expectNothingStoredOnDisk();

  const reference = await completeApplication(page);
  expectApplicationMail(await mailTo(marker, 'hr@'), reference);
  expect(served.size).toBe(2);
});

/** A browser's own form post (JavaScript off) from a page of `origin`, sent to that instance. */
function navigationHeaders(origin: string, page: string) {
  return {
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-dest': 'document',
    origin,
    referer: `${origin}${page}`,
    accept: 'text/html,application/xhtml+xml',
  };
}

async function answerPage(request: APIRequestContext, origin: string, location: string) {
  const response = await request.get(new URL(location, origin).href);
  expect(response.status()).toBe(200);
  return response.text();
}

test('what one instance stores, the other shows and uses (each instance asked directly)', async ({
  request,
}) => {
  // A contact form refused by A, shown by B.
  const marker = unique();
  const refused = await request.post(`${originA}/api/contact`, {
    headers: navigationHeaders(originA, '/contact'),
    form: { name: `Arjun ${marker}`, email: 'arjun@bad', message: '' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  const shown = await answerPage(request, originB, refused.headers().location!);
  expect(shown).toContain('Please enter a valid email');
  expect(shown).toContain(`Arjun ${marker}`);

  // A resume kept by A with an incomplete application, shown by B and sent through B.
  const applicant = unique();
  const fields = {
    first_name: 'Meera',
    last_name: applicant,
    email: 'meera@example.org',
    experience: '3-5',
    cover_letter: 'I would like to join.',
  };
  const kept = await request.post(`${originA}/api/apply`, {
    headers: navigationHeaders(originA, '/career/apply'),
    multipart: {
      ...fields,
      resume: { name: 'Meera CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    },
    maxRedirects: 0,
  });
  expect(kept.status()).toBe(303);
  const form = await answerPage(request, originB, kept.headers().location!);
  expect(form).toContain('Meera CV.pdf');
  const token = /name="kept_resume"[^>]*value="([\w-]{32})"/.exec(form)?.[1];
  expect(token).toBeDefined();
  const redis = new Redis(process.env.E2E_INSTANCES_REDIS_URL!);
  try {
    expect(await redis.exists(`kept-resume:${token}`)).toBe(1);
    const sent = await request.post(`${originB}/api/apply`, {
      headers: navigationHeaders(originB, '/career/apply'),
      multipart: { ...fields, phone: '+91 98765 43210', position: 'Other', kept_resume: token! },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    expect(await answerPage(request, originA, sent.headers().location!)).toMatch(/APP-[A-Z0-9]{6}/);
    const mail = await mailTo(applicant, 'hr@');
    expect(Buffer.compare(mail.attachments[0]!.content, pdfBytes)).toBe(0);
    // Spent: gone from Redis.
    expect(await redis.exists(`kept-resume:${token}`)).toBe(0);
  } finally {
    redis.disconnect();
  }
});

test('each instance keeps one connection to Redis for its stores, however many routes use them', async ({
  request,
}) => {
  // Each of these runs in a route of its own (Next loads lib/redis.ts once per route that uses it):
  // the contact and application posts, and the two pages that show what a refused post kept.
  for (const origin of [originA, originB]) {
    const contact = await request.post(`${origin}/api/contact`, {
      headers: navigationHeaders(origin, '/contact'),
      form: { name: 'Arjun', email: 'arjun@bad', message: '' },
      maxRedirects: 0,
    });
    expect(contact.status()).toBe(303);
    await answerPage(request, origin, contact.headers().location!);
    const application = await request.post(`${origin}/api/apply`, {
      headers: navigationHeaders(origin, '/career/apply'),
      multipart: { first_name: 'Meera', email: 'meera@bad' },
      maxRedirects: 0,
    });
    expect(application.status()).toBe(303);
    await answerPage(request, origin, application.headers().location!);
  }
  const redis = new Redis(process.env.E2E_INSTANCES_REDIS_URL!);
  try {
    const names = String(await redis.client('LIST'))
      .trim()
      .split('\n')
      .map((line) => / name=(\S*)/.exec(line)?.[1] ?? '');
    // Two instances: one connection each for the stores (lib/redis.ts) and
    // one for their mail queue (lib/mail/redis-queue.ts).
    expect(names.filter((name) => name === 'site-store')).toHaveLength(2);
    expect(names.filter((name) => name === 'site-mail')).toHaveLength(2);
  } finally {
    redis.disconnect();
  }
});
