import { businessHours, socialLinks } from '@/content/company';
import { services } from '@/content/services';
import { site } from '@/lib/site';
import {
  organizationData,
  organizationId,
  professionalServiceData,
  serviceData,
} from '@/lib/structured-data';

const address = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
};

describe('organizationData', () => {
  const data = organizationData();

  it('describes the company by a stable id on the site', () => {
    expect(organizationId).toBe(`${site.url}/#organization`);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: site.name,
      legalName: site.legalName,
      description: site.description,
      url: site.url,
      logo: `${site.url}/icon.svg`,
      telephone: site.phone,
    });
  });

  it('gives the office address the footer shows', () => {
    expect(data).toHaveProperty('address', address);
  });

  it('has a sales contact (phone and sales inbox) and an HR contact (HR inbox)', () => {
    expect(data).toHaveProperty('contactPoint', [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.salesEmail,
        telephone: site.phone,
      },
      { '@type': 'ContactPoint', contactType: 'human resources', email: site.hrEmail },
    ]);
  });

  it('lists every social profile of the footer, and nothing else, as sameAs', () => {
    expect(data).toHaveProperty(
      'sameAs',
      socialLinks.map((link) => link.href),
    );
  });
});

describe('professionalServiceData', () => {
  const data = professionalServiceData();

  it('is the Ahmedabad office of the company, with its phone, e-mail and address', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': `${site.url}/contact#office`,
      name: site.name,
      url: `${site.url}/contact`,
      parentOrganization: { '@id': organizationId },
      telephone: site.phone,
      email: site.salesEmail,
      address,
    });
  });

  it('has the opening hours of the contact page, day by day', () => {
    expect(data).toHaveProperty(
      'openingHoursSpecification',
      businessHours.map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...hours.days],
        opens: hours.opens,
        closes: hours.closes,
      })),
    );
    expect(data).toHaveProperty('openingHoursSpecification.0.dayOfWeek', [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  it('claims no area served, which the page does not state', () => {
    expect(data).not.toHaveProperty('areaServed');
  });
});

describe('serviceData', () => {
  it.each(services.map((service) => [service.path, service.title]))(
    '%s is the service %s, provided by the company',
    (path, title) => {
      const description = `What ${title} is, as the page says it.`;
      expect(serviceData(path, description)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Service',
        '@id': `${site.url}${path}#service`,
        name: title,
        serviceType: title,
        description,
        url: `${site.url}${path}`,
        provider: { '@id': organizationId },
      });
    },
  );

  it('refuses a path that is no service page', () => {
    // @ts-expect-error: not a service page's path
    expect(() => serviceData('/portfolio', 'text')).toThrow(/Unknown service page/);
  });
});
