import { describe, expect, it } from '@jest/globals';
import { privacyLanguages } from '@/content/privacy-languages';
import { languageAlternates, pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

describe('languageAlternates', () => {
  it('names every version by its hreflang, and the first, the reference, as x-default', () => {
    expect(languageAlternates(privacyLanguages)).toEqual({
      'en-IN': '/privacy',
      'hi-IN': '/privacy/hi',
      'gu-IN': '/privacy/gu',
      'x-default': '/privacy',
    });
  });

  it('gives absolute URLs under an origin, as a sitemap needs', () => {
    expect(languageAlternates(privacyLanguages, 'https://www.acme.test')).toEqual({
      'en-IN': 'https://www.acme.test/privacy',
      'hi-IN': 'https://www.acme.test/privacy/hi',
      'gu-IN': 'https://www.acme.test/privacy/gu',
      'x-default': 'https://www.acme.test/privacy',
    });
  });

  it('takes the reference from the order given', () => {
    const versions = [
      { hreflang: 'hi-IN', path: '/a/hi' },
      { hreflang: 'en-IN', path: '/a' },
    ] as const;
    expect(languageAlternates(versions)['x-default']).toBe('/a/hi');
  });

  it('has nothing to offer for a page without versions', () => {
    expect(languageAlternates([])).toEqual({});
  });
});

describe('pageMetadata', () => {
  const input = { title: 'T', description: 'D', path: '/privacy/hi' } as const;

  it('has a canonical URL and no language alternates by default, in the site locale', () => {
    const metadata = pageMetadata(input);
    expect(metadata.alternates).toEqual({ canonical: '/privacy/hi' });
    expect(metadata.openGraph).toMatchObject({ locale: site.locale, url: '/privacy/hi' });
  });

  it('adds the language versions beside the canonical URL, and the locale of the page', () => {
    const languages = languageAlternates(privacyLanguages);
    const metadata = pageMetadata({ ...input, locale: 'hi_IN', languages });
    expect(metadata.alternates).toEqual({ canonical: '/privacy/hi', languages });
    expect(metadata.openGraph).toMatchObject({ locale: 'hi_IN' });
  });
});
