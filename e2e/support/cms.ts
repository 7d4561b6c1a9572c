import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { Role } from '../../lib/cms/roles';
import { unique } from './fixtures';
import { CMS_ADMIN } from './servers';

/** Someone who signs in to the editor (/admin) and its API (/cms-api). */
export type Editor = { email: string; password: string; name: string; roles: Role[] };
type Credentials = Pick<Editor, 'email' | 'password'>;

/** How soon a change published in the editor must show on the public site, with no restart. */
export const PUBLISHED_WITHIN_MS = 10_000;

/**
 * Signs in through the CMS API. The session cookie lands in `request`'s cookie jar; `page.request`
 * shares it with its page, so the page is signed in as well.
 */
export async function signInByApi(
  request: APIRequestContext,
  { email, password }: Credentials,
): Promise<APIResponse> {
  const response = await request.post('/cms-api/users/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** Signs in as a person does: /admin sends them to its login form, which opens the dashboard. */
export async function signInAtAdmin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
}

/**
 * A new user with these roles, made by the servers' admin (CMS_ADMIN) through the API, with an
 * address no other test, project or rerun uses. Works in hooks too: it needs no test fixture.
 */
export async function createEditor(
  playwright: PlaywrightWorkerArgs['playwright'],
  ...roles: Role[]
): Promise<Editor> {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInByApi(admin, CMS_ADMIN);
    const id = unique(roles.join('-')).toLowerCase();
    const editor: Editor = {
      email: `${id}@e2e.example.com`,
      password: `${id}-password`,
      name: `E2E ${roles.join(' and ')} editor`,
      roles,
    };
    const response = await admin.post('/cms-api/users', { data: editor });
    expect(response.status(), await response.text()).toBe(201);
    return editor;
  } finally {
    await admin.dispose();
  }
}

/**
 * Retries `check` until it passes, for at most PUBLISHED_WITHIN_MS after `since` (when the editor
 * clicked), and returns how many milliseconds after `since` it passed.
 */
export async function withinPublishing(
  since: number,
  check: () => Promise<void>,
  what = 'the public site',
): Promise<number> {
  let passedAt = 0;
  await expect(async () => {
    await check();
    passedAt = Date.now();
  }, `${what} within ${PUBLISHED_WITHIN_MS} ms`).toPass({
    // toPass takes 0 as 'no limit': an elapsed deadline still gets one attempt.
    timeout: Math.max(1, since + PUBLISHED_WITHIN_MS - Date.now()),
    intervals: [100, 200, 250],
  });
  return passedAt - since;
}

/** `withinPublishing` for one public URL, asked as `request` (an anonymous visitor). */
export function publicWithin(
  request: APIRequestContext,
  path: string,
  check: (response: APIResponse, body: string) => void | Promise<void>,
  since: number,
): Promise<number> {
  return withinPublishing(
    since,
    async () => {
      const response = await request.get(path);
      await check(response, await response.text());
    },
    path,
  );
}

/** The attributes of a Set-Cookie header by lower-case name (RFC 6265: names are case-blind). */
export function cookieAttributes(setCookie: string): Map<string, string> {
  const [, ...attributes] = setCookie.split(';');
  return new Map(
    attributes.map((attribute) => {
      const [name = '', ...value] = attribute.split('=');
      return [name.trim().toLowerCase(), value.join('=').trim()];
    }),
  );
}
