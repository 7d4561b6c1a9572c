import { extractFromJson } from '@extractus/feed-extractor';
import { expect, test } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expectNoAxeViolations } from './support/axe';
import { cardTitles } from './support/html';
import { waitForHydration } from './support/hydration';
import { pauseAllMotion, revealWholePage } from './support/settle';

/** The JSON-LD objects of a page's HTML. */
async function jsonLd(page: import('@playwright/test').Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
}

test.describe('job feeds', () => {
  test('the Atom feed lists the open positions of a search, newest first, like the page', async ({
    request,
  }) => {
    const query = 'department=Engineering';
    const response = await request.get(`/career/feed.xml?${query}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Open positions at Acme Technologies: Engineering');
    expect(feed.self).toMatch(/\/career\/feed\.xml\?department=Engineering$/);

    const page = await (await request.get(`/career?${query}`)).text();
    // Same jobs as the page, newest first.
    expect(feed.items.map((item) => item.title)).toEqual([
      'DevOps Engineer',
      'Data Scientist',
      'Senior Frontend Developer',
    ]);
    expect([...feed.items.map((item) => item.title)].sort()).toEqual([...cardTitles(page)].sort());
    const devops = feed.items[0]!;
    expect(devops.url).toMatch(/\/career\/devops-engineer$/);
    expect(devops.published?.toISOString()).toBe('2026-11-11T18:30:00.000Z');
    expect(devops.categories.map((category) => category.term)).toEqual([
      'Engineering',
      'Hybrid',
      'Ahmedabad, Gujarat',
      'Gandhinagar, Gujarat',
    ]);
    expect(devops.description).toContain('Ahmedabad, Gujarat or Gandhinagar, Gujarat');
    // A closed posting is never in a feed.
    expect(await (await request.get('/career/feed.xml')).text()).not.toContain(
      'QA Automation Engineer',
    );
  });

  test('the JSON Feed 1.1 honours text, location and work mode like /career', async ({
    request,
  }) => {
    const response = await request.get(
      '/career/feed.json?q=design&location=Gandhinagar%2C+Gujarat&mode=Remote',
    );
    expect(response.headers()['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = (await response.json()) as {
      version: string;
      title: string;
      items: { title: string; url: string; date_published: string; tags: string[] }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    // A feed reader's view of it (a JSON Feed parser), then the fields it reads past.
    const parsed = extractFromJson(feed, { normalization: true });
    expect(parsed.title).toBe(
      'Open positions at Acme Technologies: “design”, Gandhinagar, Gujarat, Remote',
    );
    expect(parsed.entries).toEqual([
      expect.objectContaining({
        title: 'UX/UI Designer',
        link: expect.stringMatching(/\/career\/ux-ui-designer$/),
        published: '2026-11-08T18:30:00.000Z',
      }),
    ]);
    // The remote designer is in Gandhinagar's results although the team sits in Ahmedabad.
    expect(feed.items.map((item) => item.title)).toEqual(['UX/UI Designer']);
    expect(feed.items[0]).toMatchObject({
      url: expect.stringMatching(/\/career\/ux-ui-designer$/),
      date_published: '2026-11-08T18:30:00.000Z',
      tags: ['Design', 'Remote', 'Ahmedabad, Gujarat'],
    });
    const all = (await (await request.get('/career/feed.json')).json()) as typeof feed;
    expect(all.items).toHaveLength(6);
    const dates = all.items.map((item) => item.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('/career advertises the feed of its search and links to it; job pages the full feed', async ({
    page,
  }) => {
    await page.goto('/career?mode=Hybrid');
    const alternates = page.locator('link[rel="alternate"]');
    await expect(alternates.and(page.locator('[type="application/atom+xml"]'))).toHaveAttribute(
      'href',
      /\/career\/feed\.xml\?mode=Hybrid$/,
    );
    await expect(alternates.and(page.locator('[type="application/feed+json"]'))).toHaveAttribute(
      'href',
      /\/career\/feed\.json\?mode=Hybrid$/,
    );
    await expect(page.getByRole('link', { name: 'Follow these jobs' })).toHaveAttribute(
      'href',
      '/career/feed.xml?mode=Hybrid',
    );

    // The link follows a search made in place.
    await waitForHydration(page);
    await page.getByLabel('Work mode').selectOption('Remote');
    await expect(page.getByRole('link', { name: 'Follow these jobs' })).toHaveAttribute(
      'href',
      '/career/feed.xml?mode=Remote',
    );

    await page.goto('/career/devops-engineer');
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', /\/career\/feed\.xml$/);
  });
});

test.describe('work mode and locations', () => {
  test('the work-mode filter is in the URL and a remote job is once in every location', async ({
    request,
  }) => {
    const remote = await (await request.get('/career?mode=Remote')).text();
    expect(cardTitles(remote)).toEqual(['UX/UI Designer']);
    for (const location of ['Ahmedabad, Gujarat', 'Gandhinagar, Gujarat']) {
      const html = await (
        await request.get(`/career?location=${encodeURIComponent(location)}`)
      ).text();
      expect(cardTitles(html).filter((title) => title === 'UX/UI Designer')).toHaveLength(1);
    }
    const gandhinagar = await (
      await request.get('/career?location=Gandhinagar%2C+Gujarat&mode=Hybrid')
    ).text();
    expect(cardTitles(gandhinagar)).toEqual(['DevOps Engineer', 'Data Scientist']);
  });

  test('a card shows the work mode, the salary and the deadline or open until filled', async ({
    page,
  }) => {
    await page.goto('/career');
    const designer = page.getByRole('article').filter({ hasText: 'UX/UI Designer' });
    await expect(designer.getByText('Remote from anywhere in India')).toBeVisible();
    await expect(designer.getByText('₹9,00,000 – ₹15,00,000 per year')).toBeVisible();
    await expect(designer.getByText('Apply by 15 February 2027')).toBeVisible();
    const marketing = page.getByRole('article').filter({ hasText: 'Marketing Specialist' });
    await expect(marketing.getByText('On-site', { exact: true })).toBeVisible();
    await expect(marketing.getByText('Open until filled')).toBeVisible();
  });

  test('JobPosting: remote is TELECOMMUTE for India, hybrid has both offices, on-site one', async ({
    page,
  }) => {
    await page.goto('/career/ux-ui-designer');
    const remote = (await jsonLd(page)).find((item) => item['@type'] === 'JobPosting');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      validThrough: expect.stringMatching(/^2027-02-15T23:59:59\+05:30$/),
      baseSalary: { value: { minValue: 900000, maxValue: 1500000 } },
    });
    await expect(page.getByText('Remote from anywhere in India').first()).toBeVisible();

    await page.goto('/career/devops-engineer');
    const hybrid = (await jsonLd(page)).find((item) => item['@type'] === 'JobPosting');
    expect(hybrid).not.toHaveProperty('jobLocationType');
    expect(
      (hybrid!.jobLocation as { address: { addressLocality: string } }[]).map(
        (place) => place.address.addressLocality,
      ),
    ).toEqual(['Ahmedabad', 'Gandhinagar']);
    const facts = page.getByRole('main').locator('dl').first();
    await expect(facts.getByText('Hybrid', { exact: true })).toBeVisible();
    await expect(facts.getByText('Apply by 31 January 2027')).toBeVisible();

    await page.goto('/career/product-manager');
    const onSite = (await jsonLd(page)).find((item) => item['@type'] === 'JobPosting');
    expect(onSite).not.toHaveProperty('jobLocationType');
    expect(onSite!.jobLocation).toHaveLength(1);
  });
});

test.describe('similar and closed jobs', () => {
  test('a job page ends with up to three similar open positions', async ({ page }) => {
    await page.goto('/career/senior-frontend-developer');
    const similar = page.getByRole('region', { name: 'Similar open positions' });
    await expect(similar.getByRole('heading', { level: 3 })).toHaveText([
      'DevOps Engineer',
      'Data Scientist',
      'UX/UI Designer',
    ]);
    await expect(similar.getByRole('link', { name: 'DevOps Engineer' })).toHaveAttribute(
      'href',
      '/career/devops-engineer',
    );
    await expect(similar.getByRole('listitem').first()).toContainText(
      'Engineering · Ahmedabad, Gujarat or Gandhinagar, Gujarat · Hybrid',
    );
  });

  test('a closed job answers 410 with its title, the similar jobs and the general application', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/career/qa-automation-engineer');
    expect(response!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QA Automation Engineer');
    await expect(page.getByText('This position has closed', { exact: true })).toBeVisible();
    // Ours; a page Next renders afresh with an error status carries its own noindex as well.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
    expect((await jsonLd(page)).some((item) => item['@type'] === 'JobPosting')).toBe(false);
    const similar = page.getByRole('region', { name: 'Similar open positions' });
    await expect(similar.getByRole('heading', { level: 3 })).toHaveText([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);
    await expect(page.getByRole('link', { name: 'Submit a General Application' })).toHaveAttribute(
      'href',
      '/career/apply',
    );

    // Not in the sitemap, the list or the feeds; its application page and unknown jobs are 404.
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('qa-automation');
    expect(await (await request.get('/career')).text()).not.toContain('QA Automation Engineer');
    expect((await request.get('/career/qa-automation-engineer/apply')).status()).toBe(404);
    expect((await request.get('/career/no-such-job')).status()).toBe(404);
  });

  for (const width of [1280, 375] as const) {
    test(`the closed job page has no axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/career/qa-automation-engineer');
      await revealWholePage(page);
      await pauseAllMotion(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('what happens after you apply', () => {
  for (const path of ['/career', '/career/data-scientist']) {
    test(`${path} lists the four steps with their times`, async ({ page }) => {
      await page.goto(path);
      const steps = page.getByRole('region', { name: 'What happens after you apply' });
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
        'We read your application',
        'A first call',
        'A technical conversation',
        'An offer',
      ]);
      await expect(steps.getByRole('listitem').first()).toContainText('Within 5 working days');
    });
  }
});
