import { expect, test, type Page } from '@playwright/test';
import { cardTitles } from './support/html';
import { waitForHydration } from './support/hydration';

const countStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /positions? found/ });

test.describe('career search', () => {
  test('the server renders the search and filters of the URL', async ({ request }) => {
    const all = await (await request.get('/career')).text();
    expect(cardTitles(all)).toHaveLength(6);
    expect(all).toContain('6 positions found');

    const devops = await (await request.get('/career?q=kubernetes')).text();
    expect(cardTitles(devops)).toEqual(['DevOps Engineer']);
    expect(devops).toContain('1 position found');

    const engineering = await (await request.get('/career?department=Engineering')).text();
    expect(cardTitles(engineering)).toEqual([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);

    const combined = await (
      await request.get('/career?q=python&department=Engineering&location=Ahmedabad%2C+Gujarat')
    ).text();
    expect(cardTitles(combined)).toEqual(['DevOps Engineer', 'Data Scientist']);

    const none = await (await request.get('/career?q=cobol&department=Design')).text();
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No positions found');
    expect(none).toContain('0 positions found');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form is a GET form that filters on the server', async ({ page }) => {
      await page.goto('/career');
      await page.getByLabel('Search positions').fill('figma');
      await page.getByLabel('Department').selectOption('Design');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(
        /\/career\?q=figma&department=Design&location=&mode=#open-positions$/,
      );
      await expect(countStatus(page)).toHaveText('1 position found');
      await expect(page.getByRole('heading', { name: 'UX/UI Designer' })).toBeVisible();
      await expect(page.getByLabel('Search positions')).toHaveValue('figma');
      // Apply Now leads to the application's own page.
      await expect(
        page.getByRole('link', { name: 'Apply Now for UX/UI Designer' }),
      ).toHaveAttribute('href', '/career/ux-ui-designer/apply');
    });
  });

  test('typing filters in place, updates the URL and announces the count', async ({ page }) => {
    await page.goto('/career?department=Engineering');
    await expect(countStatus(page)).toHaveText('3 positions found');
    await expect(page.getByLabel('Department')).toHaveValue('Engineering');
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByLabel('Search positions').pressSequentially('terraform');
    await expect(page).toHaveURL(/\/career\?q=terraform&department=Engineering$/);
    await expect(countStatus(page)).toHaveText('1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeHidden();
    await expect(page.getByLabel('Search positions')).toBeFocused();

    await page.getByLabel('Search positions').fill('');
    await page.getByLabel('Department').selectOption('');
    await expect(page).toHaveURL(/\/career$/);
    await expect(countStatus(page)).toHaveText('6 positions found');

    await page.getByLabel('Search positions').pressSequentially('cobol');
    await expect(countStatus(page)).toHaveText('0 positions found');
    await expect(page.getByRole('heading', { name: 'No positions found' })).toBeVisible();
    await expect(page.getByText(/Try a different search term/)).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    // A link to /career from elsewhere on the page clears the fields along with the list.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(countStatus(page)).toHaveText('6 positions found');
    await expect(page.getByLabel('Search positions')).toHaveValue('');
  });
});

test.describe('career search and browser history', () => {
  /** The address, the search field and the count all show the search `query`. */
  async function expectSearch(page: Page, query: string, count: string) {
    await expect(page).toHaveURL(new RegExp(`/career\\?q=${query}$`));
    await expect(page.getByLabel('Search positions')).toHaveValue(query);
    await expect(countStatus(page)).toHaveText(count);
  }

  test('a shared search link opens with the field filled and the list filtered', async ({
    page,
  }) => {
    await page.goto('/career?q=kubernetes');
    await expect(page.getByLabel('Search positions')).toHaveValue('kubernetes');
    await expect(countStatus(page)).toHaveText('1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeHidden();
    await expect(page).toHaveURL(/\/career\?q=kubernetes$/);
  });

  test('Back from a job returns to the search of the URL, Forward to the job', async ({ page }) => {
    await page.goto('/career');
    await expect(countStatus(page)).toHaveText('6 positions found');
    // The count is the server's: typed before hydration, the search is the plain form's and
    // leaves the URL alone (seen once in CI on a loaded machine).
    await waitForHydration(page);
    await page.getByLabel('Search positions').pressSequentially('terraform');
    await expect(page).toHaveURL(/\/career\?q=terraform$/);
    await expect(countStatus(page)).toHaveText('1 position found');

    await page.getByRole('link', { name: 'View details for DevOps Engineer' }).click();
    await expect(page).toHaveURL(/\/career\/devops-engineer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');

    await page.goBack();
    await expectSearch(page, 'terraform', '1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'DevOps Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(/\/career\/devops-engineer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');

    await page.goBack();
    await expectSearch(page, 'terraform', '1 position found');
  });

  test('Back and Forward between two searches of /career set the field and list to the URL', async ({
    page,
  }) => {
    await page.goto('/career?q=tableau');
    await expect(countStatus(page)).toHaveText('1 position found');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(countStatus(page)).toHaveText('6 positions found');
    await expect(page.getByLabel('Search positions')).toHaveValue('');

    await page.goBack();
    await expectSearch(page, 'tableau', '1 position found');
    await expect(page.getByRole('heading', { level: 3, name: 'Data Scientist' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByLabel('Search positions')).toHaveValue('');
    await expect(countStatus(page)).toHaveText('6 positions found');
  });
});
