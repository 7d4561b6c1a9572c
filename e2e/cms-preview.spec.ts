import { expect, test } from '@playwright/test';
import { createEditor, signInByApi } from './support/cms';
import { unique } from './support/fixtures';

// An editor previews a draft on the page it will be published on; nobody else sees it.

const job = (title: string, slug: string) => ({
  _status: 'draft',
  title,
  slug,
  department: 'Engineering',
  workMode: 'Hybrid',
  type: 'Full-time',
  locations: ['Ahmedabad, Gujarat'],
  experience: { min: 3, max: 6 },
  datePosted: new Date().toISOString(),
  skills: ['TypeScript', 'React'],
  summary: 'A draft an editor previews.',
  about: 'Previewed before it is published.',
  responsibilities: [{ text: 'Be previewed.' }],
  requirements: [{ text: 'Nothing yet.' }],
});

test('HR previews a draft job on its page; visitors and other roles get a 404', async ({
  page,
  playwright,
  browser,
}) => {
  const hr = await createEditor(playwright, 'hr');
  const marketing = await createEditor(playwright, 'marketing');
  const slug = unique('preview').toLowerCase();
  const title = `Preview Engineer ${slug}`;
  await signInByApi(page.request, hr);
  const created = await page.request.post('/cms-api/jobs?draft=true', { data: job(title, slug) });
  expect(created.status(), await created.text()).toBe(201);

  // The editor's Preview link (payload.config: admin.preview) opens the page in draft mode.
  await page.goto(`/cms-preview?collection=jobs&slug=${slug}`);
  await expect(page).toHaveURL(new RegExp(`/career/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();

  // A visitor, even one holding a draft-mode cookie from another session, sees no draft.
  expect(
    (
      await playwright.request
        .newContext({ baseURL: test.info().project.use.baseURL })
        .then((visitor) => visitor.get(`/career/${slug}`))
    ).status(),
  ).toBe(404);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signInByApi(otherPage.request, marketing);
  const refused = await otherPage.goto(`/cms-preview?collection=jobs&slug=${slug}`);
  expect(refused?.status()).toBe(404);
  const draftCookie = (await page.context().cookies()).find(
    (cookie) => cookie.name === '__prerender_bypass',
  );
  expect(draftCookie).toBeDefined();
  await other.addCookies([draftCookie!]);
  const withCookie = await otherPage.goto(`/career/${slug}`);
  expect(withCookie?.status()).toBe(404);
  await other.close();

  // Exit preview: the editor sees the public page again, where the draft does not exist.
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});
