import { aliasRedirects, getLivePages, getPage, isLive, pages } from '@/content/pages';
import {
  contactBanner,
  footerLinkGroups,
  getStartedLink,
  hero,
  howWeWork,
  mainNavigation,
  policyLinks,
} from '@/content/site';
import type { NavItem, Route } from '@/content/types';

const canonicalPaths = new Set<string>(pages.map((page) => page.path));

describe('pages', () => {
  it('lists each canonical path once', () => {
    expect(canonicalPaths.size).toBe(pages.length);
  });

  it('getLivePages returns exactly the pages marked live', () => {
    expect(getLivePages().map((page) => page.path)).toEqual(
      pages.filter((page) => page.live).map((page) => page.path),
    );
    expect(getLivePages().every((page) => page.live)).toBe(true);
  });

  it('getPage finds a page by path', () => {
    expect(getPage('/contact').title).toBe('Contact Us');
  });
});

describe('isLive', () => {
  it('follows each page’s live flag', () => {
    expect(isLive('/')).toBe(true);
    for (const page of pages) expect(isLive(page.path)).toBe(page.live);
  });

  it('is false for a path that is not a page at all', () => {
    expect(isLive('/no-such-page')).toBe(false);
    expect(isLive('/solutions')).toBe(false);
  });

  it('ignores a #fragment', () => {
    expect(isLive('/contact#form')).toBe(true);
    expect(isLive('/#top')).toBe(true);
    for (const page of pages) expect(isLive(`${page.path}#section` as Route)).toBe(page.live);
  });

  it('matches pages.live for every page', () => {
    for (const page of pages) expect(isLive(page.path)).toBe(page.live);
  });
});

describe('aliasRedirects', () => {
  it.each(aliasRedirects.map((alias) => [alias.source, alias.destination]))(
    '%s redirects to a canonical page (%s)',
    (_source, destination) => {
      expect(canonicalPaths.has(destination)).toBe(true);
    },
  );

  it('never uses a canonical page path as an alias source', () => {
    for (const { source } of aliasRedirects) expect(canonicalPaths.has(source)).toBe(false);
  });

  it('lists each alias source once', () => {
    const sources = aliasRedirects.map((alias) => alias.source);
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('links in content/site.ts', () => {
  const navHrefs = (items: readonly NavItem[]): Route[] =>
    items.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]);

  const linkSources: [string, Route[]][] = [
    ['mainNavigation', navHrefs(mainNavigation)],
    ['footerLinkGroups', footerLinkGroups.flatMap((group) => group.links.map((link) => link.href))],
    ['getStartedLink', [getStartedLink.href]],
    ['hero', [hero.primary.href, hero.secondary.href]],
    ['howWeWork', [howWeWork.cta.href]],
    ['contactBanner', [contactBanner.cta.href]],
    ['policyLinks', policyLinks.map((link) => link.href)],
  ];

  it.each(linkSources)('every href in %s is a page path', (_name, hrefs) => {
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const path = href.split('#')[0] ?? href;
      expect({ href, known: canonicalPaths.has(path) }).toEqual({ href, known: true });
    }
  });
});
