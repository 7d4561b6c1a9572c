import { metrics } from '@/lib/metrics';
import {
  routeMatcher,
  startRequestCounting,
  type RequestEnded,
  type RoutesManifest,
} from '@/lib/observability/requests';

// The shape of Next's .next/routes-manifest.json (its own regexes, as `next build` writes them).
const manifest: RoutesManifest = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/_not-found', regex: '^/_not\\-found(?:/)?$' },
    { page: '/(.)career/apply', regex: '^/\\(\\.\\)career/apply(?:/)?$' },
    { page: '/about/team', regex: '^/about/team(?:/)?$' },
    { page: '/api/contact', regex: '^/api/contact(?:/)?$' },
    { page: '/career', regex: '^/career(?:/)?$' },
    { page: '/career/apply', regex: '^/career/apply(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/(.)news/[slug]', regex: '^/\\(\\.\\)news/([^/]+?)(?:/)?$' },
    { page: '/admin/[[...segments]]', regex: '^/admin(?:/(.+?))?(?:/)?$' },
    { page: '/career/[slug]', regex: '^/career/([^/]+?)(?:/)?$' },
    { page: '/career/[slug]/apply', regex: '^/career/([^/]+?)/apply(?:/)?$' },
    { page: '/news/[slug]', regex: '^/news/([^/]+?)(?:/)?$' },
  ],
};

describe('routeMatcher', () => {
  const routeOf = routeMatcher(manifest);

  it('names the pattern of the route that serves a path, with or without its trailing slash', () => {
    expect(routeOf('/', 200)).toBe('/');
    expect(routeOf('/about/team', 200)).toBe('/about/team');
    expect(routeOf('/api/contact/', 422)).toBe('/api/contact');
    expect(routeOf('/career/apply', 200)).toBe('/career/apply');
    expect(routeOf('/career/senior-developer', 410)).toBe('/career/[slug]');
    expect(routeOf('/career/senior-developer/apply', 200)).toBe('/career/[slug]/apply');
    expect(routeOf('/news/launch', 200)).toBe('/news/[slug]');
    expect(routeOf('/admin', 200)).toBe('/admin/[[...segments]]');
    expect(routeOf('/admin/collections/jobs', 403)).toBe('/admin/[[...segments]]');
  });

  it('never names a path a visitor typed', () => {
    expect(routeOf('/no-such-page-123', 404)).toBe('unmatched');
    expect(routeOf('/_not-found', 404)).toBe('unmatched');
    expect(routeOf('/(.)news/launch', 404)).toBe('unmatched');
    expect(routeOf('/solutions', 308)).toBe('redirect');
    expect(routeOf('/_next/static/chunks/app.js', 200)).toBe('assets');
    expect(routeOf('/_next/static/chunks/gone.js', 404)).toBe('assets');
    expect(routeOf('/images/office.webp', 200)).toBe('assets');
    expect(routeOf('/images/office.webp', 304)).toBe('assets');
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
    startRequestCounting(manifest);
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
    startRequestCounting(manifest);
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
