import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MAX_LOGIN_ATTEMPTS } from '../lib/cms/collections/users';
import type { Role } from '../lib/cms/roles';
import { seedJobs } from '../lib/cms/seed/jobs';
import { seedNews } from '../lib/cms/seed/news';
import { cookieAttributes, createEditor, signInAtAdmin, signInByApi } from './support/cms';
import { CMS_ADMIN } from './support/servers';

// Who may see and change what in the editor and its API (lib/cms/roles.ts, lib/cms/editor-guard.ts).
// SQLite only (project cms): the rules are the same on PostgreSQL.

/** A job the API would accept from HR. */
const jobData = {
  title: 'Not Allowed Here',
  slug: 'not-allowed-here',
  department: 'Engineering',
  workMode: 'On-site',
  locations: ['Ahmedabad, Gujarat'],
  experience: { min: 1 },
  datePosted: new Date().toISOString(),
  summary: 'A job a marketing editor tries to open.',
  about: 'It must not exist.',
  responsibilities: [{ text: 'None.' }],
  requirements: [{ text: 'None.' }],
  _status: 'published',
};

/** An article the API would accept from marketing. */
const newsData = {
  title: 'Not Allowed Here',
  slug: 'not-allowed-here',
  date: new Date().toISOString(),
  description: 'An article an HR editor tries to publish.',
  illustration: '/news/ai-practice.svg',
  alt: 'A drawing.',
  headline: 'It must not exist.',
  summary: 'It must not exist.',
  keyPoints: [{ text: 'One.' }, { text: 'Two.' }, { text: 'Three.' }],
  expertOpinion: { quote: 'No.', name: 'Nobody', role: 'None' },
  futureOutlook: 'None.',
  _status: 'published',
};

/** The collections of the editor's navigation, opened as a person opens it. */
async function navigationLinks(page: Page): Promise<string[]> {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Open Menu' }).click();
  const nav = page.getByRole('complementary').getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Log out' })).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

const roleCases: {
  who: string;
  role: Role;
  own: { collection: string; link: string };
  other: { collection: string; link: string; titles: string[]; data: object };
}[] = [
  {
    who: 'a marketing editor',
    role: 'marketing',
    own: { collection: 'news', link: 'News' },
    other: {
      collection: 'jobs',
      link: 'Jobs',
      titles: seedJobs.map((job) => job.title),
      data: jobData,
    },
  },
  {
    who: 'an HR editor',
    role: 'hr',
    own: { collection: 'jobs', link: 'Jobs' },
    other: {
      collection: 'news',
      link: 'News',
      titles: seedNews.map((item) => item.title),
      data: newsData,
    },
  },
];

for (const { who, role, own, other } of roleCases) {
  test(`${who} can neither read nor change ${other.collection}, and the editor hides them`, async ({
    page,
    playwright,
  }) => {
    await signInByApi(page.request, await createEditor(playwright, role));
    // Signed in: their own collection answers.
    expect((await page.request.get(`/cms-api/${own.collection}`)).status()).toBe(200);

    for (const path of [`/cms-api/${other.collection}`, `/cms-api/${other.collection}?draft=true`])
      expect((await page.request.get(path)).status(), path).toBe(403);
    const created = await page.request.post(`/cms-api/${other.collection}`, { data: other.data });
    expect(created.status()).toBe(403);
    expect(
      (await page.request.patch(`/cms-api/${other.collection}/1`, { data: {} })).status(),
    ).toBe(403);

    const links = await navigationLinks(page);
    expect(links).toContain(own.link);
    expect(links).not.toContain(other.link);
    await expect(page.getByRole('heading', { level: 3, name: own.link })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: other.link })).toHaveCount(0);

    const response = await page.goto(`/admin/collections/${other.collection}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Nothing found')).toBeVisible();
    const shown = (await page.content()) + (await response!.text());
    for (const title of other.titles) expect(shown).not.toContain(title);
  });
}

test.describe('an anonymous visitor', () => {
  test('reads nothing of the CMS API, drafts included', async ({ request }) => {
    for (const path of ['/cms-api/jobs', '/cms-api/jobs?draft=true', '/cms-api/jobs/versions']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text()).not.toContain(seedJobs[0]!.title);
    }
  });

  test('/admin leads to the login form and shows no content', async ({ page }) => {
    const response = await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    const shown = (await page.content()) + (await response!.text());
    for (const job of seedJobs) expect(shown).not.toContain(job.title);
  });

  test('cannot sign up: the first-user form and its API are not found', async ({ request }) => {
    const register = await request.post('/cms-api/users/first-register', {
      data: { email: 'intruder@evil.example', password: 'intruder-password', roles: ['admin'] },
    });
    expect(register.status()).toBe(404);
    expect((await request.get('/admin/create-first-user')).status()).toBe(404);
  });

  test('another site cannot sign in, even with the right password', async ({ request }) => {
    const response = await request.post('/cms-api/users/login', {
      headers: { Origin: 'https://evil.example' },
      data: CMS_ADMIN,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('search engines are told to keep out', async ({ request }) => {
    for (const path of ['/admin', '/admin/login', '/cms-api/jobs']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['x-robots-tag'], path).toMatch(/\bnoindex\b/);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/cms-api\/$/m);
  });
});

test.describe('sign-in lockout', () => {
  const signIn = (request: APIRequestContext, email: string, password: string) =>
    request.post('/cms-api/users/login', { data: { email, password } });

  async function lockOut(request: APIRequestContext, email: string) {
    for (let attempt = 1; attempt <= MAX_LOGIN_ATTEMPTS; attempt++) {
      const wrong = await signIn(request, email, `wrong-${attempt}`);
      expect(wrong.status()).toBe(401);
      expect(await wrong.json()).toEqual({
        errors: [{ message: 'The email or password provided is incorrect.' }],
      });
    }
  }

  test(`${MAX_LOGIN_ATTEMPTS} wrong passwords lock the account: the right one is refused too`, async ({
    playwright,
    request,
  }) => {
    const user = await createEditor(playwright, 'hr');
    expect((await signIn(request, user.email, user.password)).status()).toBe(200);
    await lockOut(request, user.email);

    const locked = await signIn(request, user.email, user.password);
    expect(locked.status()).toBe(401);
    expect(await locked.json()).toEqual({
      errors: [{ message: 'This user is locked due to having too many failed login attempts.' }],
    });
    expect(locked.headers()['set-cookie']).toBeUndefined();
  });

  test('only an admin can unlock a locked account', async ({ page, playwright, request }) => {
    const user = await createEditor(playwright, 'hr');
    await lockOut(request, user.email);
    const unlock = (api: APIRequestContext) =>
      api.post('/cms-api/users/unlock', { data: { email: user.email } });

    // A colleague without the admin role cannot undo the lock (nor reach another's account).
    await signInByApi(page.request, await createEditor(playwright, 'marketing'));
    expect((await unlock(page.request)).status()).toBe(403);
    expect((await signIn(request, user.email, user.password)).status()).toBe(401);

    await signInByApi(request, CMS_ADMIN);
    expect((await unlock(request)).status()).toBe(200);
    expect((await signIn(request, user.email, user.password)).status()).toBe(200);
  });
});

test('the session cookie is HttpOnly, SameSite=Strict and Secure, and Chromium keeps it on 127.0.0.1', async ({
  page,
  playwright,
}) => {
  const editor = await createEditor(playwright, 'marketing');
  // The login form of /admin posts to the API from the page: Chromium itself gets the cookie.
  const login = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/cms-api/users/login' &&
      response.request().method() === 'POST',
  );
  await signInAtAdmin(page, editor);
  const setCookie = await (await login).headerValue('set-cookie');
  expect(setCookie).toMatch(/^payload-token=[^;]+;/);
  const attributes = cookieAttributes(setCookie!);
  expect(attributes.has('httponly')).toBe(true);
  expect(attributes.has('secure')).toBe(true);
  expect(attributes.get('samesite')).toBe('Strict');

  // Chromium kept it as Secure over http (127.0.0.1 is a secure context) and sends it back: the
  // dashboard opened, and opens again.
  expect(await page.context().cookies()).toEqual([
    expect.objectContaining({
      name: 'payload-token',
      domain: '127.0.0.1',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    }),
  ]);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  // Scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('payload-token');
});
