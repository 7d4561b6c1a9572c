import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { metrics } from '@/lib/metrics';
import {
  APP_ROUTES,
  routeMatcher,
  startRequestCounting,
  type RequestEnded,
} from '@/lib/observability/requests';

/**
 * The URL pattern of every route on disk (pages, route handlers, metadata files), route groups,
 * slots and intercepting routes left out.
 */
function routesOnDisk(): string[] {
  const root = join(process.cwd(), 'app');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .flatMap((file) => {
      const segments = file.split('/');
      const name = segments.pop()!;
      if (segments.some((segment) => segment.startsWith('@'))) return [];
      const folders = segments.filter((segment) => !/^\(.*\)$/.test(segment));
      if (/^(page\.tsx|route\.ts)$/.test(name)) return [`/${folders.join('/')}`];
      const metadata = {
        'robots.ts': 'robots.txt',
        'sitemap.ts': 'sitemap.xml',
        'icon.svg': 'icon.svg',
      };
      const served = segments.length === 0 ? metadata[name as keyof typeof metadata] : undefined;
      return served ? [`/${served}`] : [];
    })
    .sort();
}

describe('APP_ROUTES', () => {
  it('is every route of the app on disk, no more', () => {
    expect([...APP_ROUTES].sort()).toEqual(routesOnDisk());
  });
});

describe('routeMatcher', () => {
  const routeOf = routeMatcher();

  // The pattern of the route that serves a path, with or without its trailing slash.
  it.each([
    ['/', 200, '/'],
    ['/about/team', 200, '/about/team'],
    ['/api/contact/', 422, '/api/contact'],
    ['/career/apply', 200, '/career/apply'],
    ['/career/senior-developer', 410, '/career/[slug]'],
    ['/career/senior-developer/apply', 200, '/career/[slug]/apply'],
    ['/news/launch', 200, '/news/[slug]'],
    ['/admin', 200, '/admin/[[...segments]]'],
    ['/admin/collections/jobs', 403, '/admin/[[...segments]]'],
  ])('%s answered %i is counted as %s', (path, status, route) => {
    expect(routeOf(path, status)).toBe(route);
  });

  // Never a path a visitor typed.
  it.each([
    ['/no-such-page-123', 404, 'unmatched'],
    ['/_not-found', 404, 'unmatched'],
    ['/(.)news/launch', 404, 'unmatched'],
    ['/solutions', 308, 'redirect'],
    ['/_next/static/chunks/app.js', 200, 'assets'],
    ['/_next/static/chunks/gone.js', 404, 'assets'],
    ['/images/office.webp', 200, 'assets'],
    ['/images/office.webp', 304, 'assets'],
  ])('%s answered %i is counted as %s', (path, status, route) => {
    expect(routeOf(path, status)).toBe(route);
  });
});

describe('startRequestCounting', () => {
  const hook = () =>
    (globalThis as { __siteRequestEnded?: (request: RequestEnded) => void }).__siteRequestEnded!;
  const count = async (labels: Record<string, string>) =>
    (await metrics().httpRequests.get()).values.find((value) =>
      Object.entries(labels).every(
        ([name, label]) => value.labels[name as keyof typeof value.labels] === label,
      ),
    )?.value ?? 0;
  let lines: string[];

  beforeEach(() => {
    lines = [];
    jest.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  it("registers the server's hook: the request is counted by route and logged without its path", async () => {
    startRequestCounting();
    const before = await count({ route: '/career/[slug]', method: 'GET', status: '4xx' });

    hook()({
      url: '/career/anita-sharma-cv?ref=anita@example.com',
      method: 'GET',
      status: 410,
      seconds: 0.0123,
      requestId: 'abcdefgh12345678',
    });

    expect(await count({ route: '/career/[slug]', method: 'GET', status: '4xx' })).toBe(before + 1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: 'http.request',
      requestId: 'abcdefgh12345678',
      method: 'GET',
      route: '/career/[slug]',
      status: 410,
      durationMs: 12.3,
    });
    expect(lines[0]).not.toContain('anita');
  });

  it("counts a method outside the usual set as 'other', so a client cannot add labels", async () => {
    startRequestCounting();
    const before = await count({ route: '/', method: 'other' });
    hook()({
      url: '/',
      method: 'BREW',
      status: 405,
      seconds: 0.001,
      requestId: 'abcdefgh12345678',
    });
    expect(await count({ route: '/', method: 'other' })).toBe(before + 1);
    expect(await count({ method: 'BREW' })).toBe(0);
  });
});
