/** @jest-environment jsdom */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static.node';
import HomePage from '@/app/(site)/(pages)/(home)/page';
import ProcessPage from '@/app/(site)/(pages)/about/process/page';
import ContactPage from '@/app/(site)/(pages)/contact/page';
import PortfolioPage from '@/app/(site)/(pages)/portfolio/page';
import SalesforcePage from '@/app/(site)/(pages)/salesforce/page';
import CloudServicesPage from '@/app/(site)/(pages)/services/cloud-services/page';
import DesignServicesPage from '@/app/(site)/(pages)/services/design/page';
import DevOpsPage from '@/app/(site)/(pages)/services/devops/page';
import MobileDevelopmentPage from '@/app/(site)/(pages)/services/mobile-development/page';
import WebDevelopmentPage from '@/app/(site)/(pages)/services/web-development/page';
import { Footer } from '@/components/shell/footer';
import { SiteDocument as RootLayout } from '@/components/shell/site-document';
import { JsonLd } from '@/components/ui/json-ld';
import { socialLinks } from '@/content/company';
import type { ServicePath } from '@/content/services';
import { clockTimeLabel, dayRangeLabel } from '@/lib/business-hours';
import { site } from '@/lib/site';
import { installIntersectionObserver } from '../support/intersection-observer';

beforeAll(installIntersectionObserver);
// React's Node prerender (below) schedules its work with Node's setImmediate, which the jsdom
// environment of this file leaves out.
globalThis.setImmediate ??= nodeSetImmediate as typeof globalThis.setImmediate;

type JsonLdNode = Record<string, unknown>;

/**
 * A page as the server sends it: the root layout around the page, parsed into a document. Some of
 * its parts are async server components (they read the CMS), which React's prerender awaits.
 */
async function serverDocument(Page: ComponentType): Promise<Document> {
  const { prelude } = await prerenderToNodeStream(
    <RootLayout>
      <Page />
    </RootLayout>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return new DOMParser().parseFromString(html, 'text/html');
}

function jsonLdOf(document: Document): JsonLdNode[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLdNode,
  );
}

/** What a sighted visitor can read: no scripts, nothing hidden, nothing only for screen readers. */
function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  body
    .querySelectorAll(
      'script, style, template, noscript, .sr-only, [hidden], [aria-hidden="true"], dialog:not([open])',
    )
    .forEach((element) => element.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ');
}

// Values for machines: identifiers and links, codes and categories, checked one by one below.
const MACHINE_KEYS = new Set([
  '@context',
  '@type',
  '@id',
  'url',
  'logo',
  'sameAs',
  'contactType',
  'addressCountry',
  'dayOfWeek',
  'opens',
  'closes',
]);

/** Every human-readable string in a JSON-LD node, however deep. */
function humanTexts(value: unknown, key = ''): string[] {
  if (MACHINE_KEYS.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => humanTexts(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => humanTexts(item, name));
  }
  return [];
}

function onlyNodeOfType(nodes: JsonLdNode[], type: string): JsonLdNode {
  const matching = nodes.filter((node) => node['@type'] === type);
  expect(matching).toHaveLength(1);
  return matching[0]!;
}

function expectEveryTextVisible(node: JsonLdNode, document: Document) {
  const text = visibleText(document);
  const texts = humanTexts(node);
  expect(texts.length).toBeGreaterThan(0);
  for (const value of texts)
    expect({ value, visible: text.includes(value) }).toMatchObject({ visible: true });
}

function expectAddressVisible(node: JsonLdNode, document: Document) {
  const country = (node.address as JsonLdNode).addressCountry as string;
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
  expect(visibleText(document)).toContain(countryName);
}

/** The page's Organization, checked against what that page shows. */
function expectOrganization(document: Document): JsonLdNode {
  const organization = onlyNodeOfType(jsonLdOf(document), 'Organization');
  expect(organization).toMatchObject({ '@id': `${site.url}/#organization`, url: site.url });
  expectEveryTextVisible(organization, document);
  expectAddressVisible(organization, document);
  const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
  expect(organization.sameAs).toEqual(socialLinks.map((link) => link.href));
  for (const profile of organization.sameAs as string[]) expect(hrefs).toContain(profile);
  const emails = (organization.contactPoint as JsonLdNode[]).map((point) => point.email);
  expect(emails).toEqual([site.salesEmail, site.hrEmail]);
  for (const email of emails) expect(hrefs).toContain(`mailto:${email}`);
  return organization;
}

describe('Organization on the home page and the pages that refer to it', () => {
  it.each<[string, ComponentType]>([
    ['/', HomePage],
    ['/contact', ContactPage],
    ['/services/devops', DevOpsPage],
    ['/salesforce', SalesforcePage],
  ])('%s carries it, and shows everything it says', async (_path, Page) => {
    expectOrganization(await serverDocument(Page));
  });

  it.each<[string, ComponentType]>([
    ['/about/process', ProcessPage],
    ['/portfolio', PortfolioPage],
  ])('%s, which names no node of the company, leaves it out', async (_path, Page) => {
    const nodes = jsonLdOf(await serverDocument(Page));
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('ProfessionalService on /contact', () => {
  let document: Document;
  let office: JsonLdNode;
  beforeAll(async () => {
    document = await serverDocument(ContactPage);
    office = onlyNodeOfType(jsonLdOf(document), 'ProfessionalService');
  });

  it('belongs to the Organization of the page', () => {
    const organization = expectOrganization(document);
    expect(office.parentOrganization).toEqual({ '@id': organization['@id'] });
    expect(office.url).toBe(`${site.url}/contact`);
  });

  it('says only what the page shows: name, address, phone and e-mail', () => {
    expect(office).toMatchObject({
      name: site.name,
      telephone: site.phone,
      email: site.salesEmail,
    });
    expectEveryTextVisible(office, document);
    expectAddressVisible(office, document);
  });

  it('has the opening hours of the Business Hours card, row by row', () => {
    const card = [...document.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Business Hours',
    );
    const shown = [...card!.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    const specified = (office.openingHoursSpecification as JsonLdNode[]).map((hours) => [
      dayRangeLabel(hours.dayOfWeek as never),
      `${clockTimeLabel(hours.opens as string)} - ${clockTimeLabel(hours.closes as string)}`,
    ]);
    expect(specified).toEqual(shown);
    expect(shown).toEqual([
      ['Mon - Fri', '9:00 AM - 6:00 PM'],
      ['Sat', '10:00 AM - 4:00 PM'],
    ]);
  });

  it('is not on other pages', async () => {
    expect(jsonLdOf(await serverDocument(HomePage)).map((node) => node['@type'])).not.toContain(
      'ProfessionalService',
    );
  });
});

describe('Service on each service page', () => {
  it.each<[ServicePath, ComponentType, string]>([
    ['/services/web-development', WebDevelopmentPage, 'Web Development'],
    ['/services/mobile-development', MobileDevelopmentPage, 'App Development'],
    ['/services/cloud-services', CloudServicesPage, 'Cloud Services'],
    ['/services/design', DesignServicesPage, 'UI/UX Design'],
    ['/services/devops', DevOpsPage, 'DevOps'],
    ['/salesforce', SalesforcePage, 'Salesforce Solutions'],
  ])('%s describes its service in the words the page shows', async (path, Page, name) => {
    const document = await serverDocument(Page);
    const service = onlyNodeOfType(jsonLdOf(document), 'Service');
    const organization = expectOrganization(document);
    expect(service).toMatchObject({
      name,
      serviceType: name,
      url: `${site.url}${path}`,
      provider: { '@id': organization['@id'] },
    });
    // The description is the subtitle under the page's heading.
    const subtitle = document.querySelector('h1 + p')?.textContent;
    expect(service.description).toBe(subtitle);
    expectEveryTextVisible(service, document);
  });
});

describe('the footer', () => {
  it('shows the HR e-mail address as a mailto link beside the sales one', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: `HR: ${site.hrEmail}` })).toHaveAttribute(
      'href',
      `mailto:${site.hrEmail}`,
    );
    expect(screen.getByRole('link', { name: site.salesEmail })).toHaveAttribute(
      'href',
      `mailto:${site.salesEmail}`,
    );
  });
});

describe('JsonLd', () => {
  it('cannot be closed early by a value, and still parses to the same data', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: '</script><script>alert(1)</script>',
    } as const;
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(jsonLdOf(parsed)).toEqual([data]);
  });
});
