import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routePattern } from '@/lib/vitals/route-pattern';
import { routeLabel, SITE_ROUTES } from '@/lib/vitals/routes';

/** The URL pattern of every page of the public site on disk: route groups and slots left out. */
function pagesOnDisk(): string[] {
  const root = join(process.cwd(), 'app', '(site)');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)page\.tsx$/.test(file) && !file.includes('@'))
    .map((file) => {
      const segments = file.split('/').slice(0, -1);
      return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`;
    })
    .sort();
}

describe('the closed set of routes the field data is counted under', () => {
  it('is every page of the public site, no more', () => {
    expect([...SITE_ROUTES].sort()).toEqual(pagesOnDisk());
  });

  it('counts anything else as other', () => {
    expect(routeLabel('/career/[slug]')).toBe('/career/[slug]');
    expect(routeLabel('/career/senior-developer')).toBe('other');
    expect(routeLabel('/admin')).toBe('other');
    expect(routeLabel('')).toBe('other');
  });
});

describe('routePattern: the pattern of the page a browser shows', () => {
  it.each([
    ['/', {}, '/'],
    ['/contact', {}, '/contact'],
    ['/career/senior-developer', { slug: 'senior-developer' }, '/career/[slug]'],
    ['/career/senior-developer/apply', { slug: 'senior-developer' }, '/career/[slug]/apply'],
    ['/career/apply/answer/abc123', { token: 'abc123' }, '/career/apply/answer/[token]'],
    [
      '/career/qa/apply/answer/t0k',
      { slug: 'qa', token: 't0k' },
      '/career/[slug]/apply/answer/[token]',
    ],
    ['/news/caf%C3%A9-opening', { slug: 'café-opening' }, '/news/[slug]'],
    ['/about/team/jane/', { slug: 'jane' }, '/about/team/[slug]'],
    ['/docs/a/b', { path: ['a', 'b'] }, '/docs/[...path]'],
    // A slug named like a static segment before it is replaced where it stands, at the end.
    ['/career/career', { slug: 'career' }, '/career/[slug]'],
  ])('%s -> %s', (pathname, params, pattern) => {
    expect(routePattern(pathname, params)).toBe(pattern);
  });

  it('leaves an unknown address as it is, for the server to count as other', () => {
    expect(routePattern('/no-such-page', null)).toBe('/no-such-page');
    expect(routeLabel(routePattern('/no-such-page', {}))).toBe('other');
  });
});
