import { isCrossSite, isFormNavigation } from '@/lib/http/fetch-metadata';

const headers = (values: Record<string, string>) => new Headers(values);

describe('isFormNavigation', () => {
  it('is true for a browser that navigates with the post (a form sent without JavaScript)', () => {
    expect(isFormNavigation(headers({ 'sec-fetch-mode': 'navigate' }))).toBe(true);
  });

  it("is false for the site's own fetch() and for scripts", () => {
    expect(isFormNavigation(headers({ 'sec-fetch-mode': 'cors', accept: 'text/html' }))).toBe(
      false,
    );
    expect(isFormNavigation(headers({ accept: 'application/json' }))).toBe(false);
    expect(isFormNavigation(headers({ accept: '*/*' }))).toBe(false);
    expect(isFormNavigation(headers({}))).toBe(false);
  });

  it('falls back to Accept for a browser without Fetch Metadata', () => {
    expect(isFormNavigation(headers({ accept: 'text/html,application/xhtml+xml;q=0.9' }))).toBe(
      true,
    );
  });
});

describe('isCrossSite', () => {
  const host = 'www.acme.test';
  it('is false for a post from a page of the same origin, or with neither header', () => {
    expect(isCrossSite(headers({ host, origin: `https://${host}` }))).toBe(false);
    expect(isCrossSite(headers({ host, 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(headers({ host }))).toBe(false);
  });

  it('is true when the Origin names another host, another port, or is null or broken', () => {
    expect(isCrossSite(headers({ host, origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(headers({ host, origin: `https://${host}:8443` }))).toBe(true);
    expect(isCrossSite(headers({ host, origin: 'null' }))).toBe(true);
    expect(isCrossSite(headers({ host, origin: 'not a url' }))).toBe(true);
  });

  it('compares with the forwarded host behind a proxy', () => {
    expect(
      isCrossSite(
        headers({ host: '127.0.0.1:3000', 'x-forwarded-host': host, origin: `https://${host}` }),
      ),
    ).toBe(false);
  });

  it('uses Sec-Fetch-Site when there is no Origin', () => {
    expect(isCrossSite(headers({ host, 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(headers({ host, 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(headers({ host, 'sec-fetch-site': 'none' }))).toBe(false);
  });
});
