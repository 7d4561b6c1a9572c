import { beforeAll, describe, expect, it } from '@jest/globals';
import sitemap from '@/app/sitemap';
import { privacyLanguages } from '@/content/privacy-languages';
import { site } from '@/lib/site';

describe('sitemap', () => {
  let entries: Awaited<ReturnType<typeof sitemap>>;
  beforeAll(async () => {
    entries = await sitemap();
  });

  it('lists the privacy policy in every language, each naming all of them by hreflang', () => {
    const expected = {
      'en-IN': `${site.url}/privacy`,
      'hi-IN': `${site.url}/privacy/hi`,
      'gu-IN': `${site.url}/privacy/gu`,
      'x-default': `${site.url}/privacy`,
    };
    for (const { path } of privacyLanguages) {
      const entry = entries.find((candidate) => candidate.url === `${site.url}${path}`);
      expect(entry?.alternates).toEqual({ languages: expected });
    }
  });

  it('gives no alternates to a page offered in one language', () => {
    const terms = entries.find((entry) => entry.url === `${site.url}/terms`);
    expect(terms).toBeDefined();
    expect(terms?.alternates).toBeUndefined();
  });
});
