import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { requestGate } from './support/gate';
import { waitForHydration } from './support/hydration';

// The contact page's form loads its code after the page (components/forms/deferred-form.tsx):
// react-hook-form is no part of the first load, and the form works before it arrives.

/** A string of react-hook-form's own code (one of its option names), kept by the minifier. */
const FORM_LIBRARY = 'reValidateMode';

/** The build's chunks that carry react-hook-form, by file name. */
const formLibraryChunks = (() => {
  const root = join(process.cwd(), '.next', 'static', 'chunks');
  return readdirSync(root).filter(
    (file) => file.endsWith('.js') && readFileSync(join(root, file), 'utf8').includes(FORM_LIBRARY),
  );
})();

const isFormLibrary = (url: URL) => formLibraryChunks.some((file) => url.pathname.endsWith(file));

/** Everything the page reports as an error: uncaught, or logged by React (hydration mismatches). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const contactPosts = (page: Page): Request[] => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/contact'))
      posts.push(request);
  });
  return posts;
};

/**
 * The contact page, hydrated, its form's code held back until `gate` opens; `held` counts the
 * requests for it.
 */
async function contactPageWithFormCodeHeld(page: Page) {
  const gate = requestGate();
  let held = 0;
  await page.route(isFormLibrary, async (route) => {
    held += 1;
    await gate.wait();
    await route.continue();
  });
  await page.goto('/contact');
  await waitForHydration(page);
  return { gate, held: () => held };
}

test("react-hook-form is no part of the contact page's first load, and comes after it", async ({
  page,
}) => {
  expect(formLibraryChunks.length).toBeGreaterThan(0);
  await page.goto('/contact');
  const scripts = () =>
    page.evaluate(() => {
      const loadedAt = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({
          url: entry.name,
          beforeLoad: entry.startTime < loadedAt.loadEventStart,
        }));
    });
  // Once the form works in the browser, its code has come: after the load event.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  const loaded = await scripts();
  const library = loaded.filter(({ url }) => isFormLibrary(new URL(url)));
  expect(library.length).toBeGreaterThan(0);
  expect(library.filter(({ beforeLoad }) => beforeLoad)).toEqual([]);
  expect(loaded.filter(({ beforeLoad }) => beforeLoad).length).toBeGreaterThan(3);
});

test('typed before the code comes is kept, and a send before it is checked in the browser', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const posts = contactPosts(page);
  const { gate, held } = await contactPageWithFormCodeHeld(page);

  // The server's form, not hydrated: typing works, focus asks for the code (held here).
  await page.getByLabel('Full Name').fill('Priya Shah');
  await page.getByRole('textbox', { name: 'Message' }).fill('We need a new website.');
  await expect.poll(held).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Send Message' }).click();

  gate.open();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'We need a new website.',
  );
  await expect(page).toHaveURL(/\/contact$/);
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
});

test('without the code (offline), the form is sent as it is without JavaScript', async ({
  page,
}) => {
  const posts = contactPosts(page);
  await page.route(isFormLibrary, (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Priya Shah');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The server's answer to a form posted by the browser: the page again, with its messages.
  await expect(page).toHaveURL(/\/contact\?answer=[\w-]{32}#error-summary$/);
  await expect(page.getByText('Email is required').first()).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');
  expect(posts).toHaveLength(1);
});

test('typed before the code comes survives going offline and coming back, and a reload', async ({
  page,
  context,
}) => {
  const { gate, held } = await contactPageWithFormCodeHeld(page);
  await page.getByLabel('Full Name').fill('Priya Shah');
  await page.getByRole('textbox', { name: 'Message' }).fill('Half a thought');
  await expect.poll(held).toBeGreaterThan(0);
  gate.open();
  // The loaded form keeps what the server's form held as its draft, before any further keystroke.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact-page')))
    .toContain('Half a thought');

  await context.setOffline(true);
  await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeHidden();
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
});

test('typed while the code could not come is kept when the connection returns, and the code comes then', async ({
  page,
  context,
}) => {
  const errors = errorsOf(page);
  // The form's code cannot come until the connection is back.
  let reachable = false;
  let refused = 0;
  let served = 0;
  await page.route(isFormLibrary, async (route) => {
    if (reachable) {
      served += 1;
      await route.continue();
    } else {
      refused += 1;
      await route.abort('internetdisconnected');
    }
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Priya Shah');
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Message' }).fill('Half a thought');

  await context.setOffline(true);
  await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
  reachable = true;
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'No Internet Connection' })).toBeHidden();
  // No reload dropped it, and the form's code came once the browser was back online.
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Shah');
  await expect.poll(() => served).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact-page')))
    .toContain('Half a thought');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  // Only the requests made while offline failed: nothing was thrown, React logged nothing.
  expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
