import type {
  ContactPoint,
  IdReference,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  ProfessionalService,
  Service,
  WithContext,
} from 'schema-dts';
import { businessHours, socialLinks } from '@/content/company';
import { services, type ServicePath } from '@/content/services';
import { site } from './site';

// schema.org JSON-LD of the company. Every text in it is on the page that carries it: the
// footer (on every page) shows the name, legal name, description, address, phone, both e-mail
// addresses and the social profiles; the contact page shows the opening hours; a service page
// shows its service's name (also in the footer) and, as its banner's subtitle, its description.

/** The company's node, which the other structured data of the site refers to. */
export const organizationId = `${site.url}/#organization`;

const organizationReference: IdReference = { '@id': organizationId };

/**
 * The company where another node names it (a NewsArticle's author, a JobPosting's hiring
 * organisation, a leader's employer): its `@id` with its name and site, for readers that do not
 * follow the reference.
 */
export function organizationSummary() {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: site.url,
  } as const satisfies Organization;
}

function postalAddress(): PostalAddress {
  const { street, locality, region, postalCode, countryCode } = site.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    // The ISO code search engines ask for; the footer names the country.
    addressCountry: countryCode,
  };
}

/** The company: on the home page and the pages that refer to it (components/shell/organization-json-ld.tsx). */
export function organizationData(): WithContext<Organization> {
  const contactPoints: ContactPoint[] = [
    {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.salesEmail,
      telephone: site.phone,
    },
    { '@type': 'ContactPoint', contactType: 'human resources', email: site.hrEmail },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: site.url,
    logo: `${site.url}/icon.svg`,
    address: postalAddress(),
    telephone: site.phone,
    contactPoint: contactPoints,
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** The Ahmedabad office with its opening hours, on the contact page. */
export function professionalServiceData(): WithContext<ProfessionalService> {
  const openingHours: OpeningHoursSpecification[] = businessHours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days,
    opens: hours.opens,
    closes: hours.closes,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/contact#office`,
    name: site.name,
    url: `${site.url}/contact`,
    parentOrganization: organizationReference,
    address: postalAddress(),
    telephone: site.phone,
    email: site.salesEmail,
    openingHoursSpecification: openingHours,
  };
}

/**
 * One service line on its own page: named as the menus and the footer name it, described by the
 * subtitle under the page's heading.
 */
export function serviceData(path: ServicePath, description: string): WithContext<Service> {
  const service = services.find((entry) => entry.path === path);
  if (!service) throw new Error(`Unknown service page ${path}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${site.url}${path}#service`,
    name: service.title,
    serviceType: service.title,
    description,
    url: `${site.url}${path}`,
    provider: organizationReference,
  };
}
