import { cloudServicesPage } from '@/content/cloud-services';
import { designServicesPage } from '@/content/design-services';
import { devopsPage } from '@/content/devops';
import { hero } from '@/content/home';
import { mobileDevelopmentPage } from '@/content/mobile-development';
import { aliasRedirects, getPage, pages } from '@/content/pages';
import { portfolioPage } from '@/content/portfolio';
import { howWeWork } from '@/content/process';
import { salesforcePage } from '@/content/salesforce';
import { getServices } from '@/content/services';
import {
  contactBanner,
  footerLinkGroups,
  getStartedLink,
  mainNavigation,
  policyLinks,
} from '@/content/shell';
import type { NavItem, Route } from '@/content/types';
import { webDevelopmentPage } from '@/content/web-development';

const canonicalPaths = new Set<string>(pages.map((page) => page.path));

describe('pages', () => {
  it('lists each canonical path once', () => {
    expect(canonicalPaths.size).toBe(pages.length);
  });

  it('getPage finds a page by path', () => {
    expect(getPage('/contact').title).toBe('Contact Us');
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

describe('links in content: menus, footer and calls to action', () => {
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
    ['getServices', getServices().map((service) => service.path)],
    ['webDevelopmentPage', webDevelopmentPage.heroActions.map((action) => action.href)],
    [
      'mobileDevelopmentPage',
      [
        mobileDevelopmentPage.consultation.href,
        mobileDevelopmentPage.caseStudies.href,
        mobileDevelopmentPage.closing.primary.href,
        mobileDevelopmentPage.closing.secondary.href,
      ],
    ],
    ['cloudServicesPage', [cloudServicesPage.heroCta.href]],
    ['designServicesPage', [designServicesPage.heroCta.href]],
    ['devopsPage', devopsPage.ctas.map((action) => action.href)],
    [
      'salesforcePage',
      [...salesforcePage.heroActions, ...salesforcePage.cta.actions].map((action) => action.href),
    ],
    ['portfolioPage', portfolioPage.cta.actions.map((action) => action.href)],
  ];

  it.each(linkSources)('every href in %s is a page path', (_name, hrefs) => {
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      // A query (/contact?service=devops) chooses something on the page; the path is the page.
      const path = href.split(/[?#]/)[0] ?? href;
      expect({ href, known: canonicalPaths.has(path) }).toEqual({ href, known: true });
    }
  });
});
