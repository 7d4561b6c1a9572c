import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { pages } from '@/content/pages';
import { privacyLanguages } from '@/content/privacy-languages';
import { noticeTranslations } from '@/content/privacy-notices';
import { privacyPolicyCopy } from '@/content/privacy-policy';

const documents = {
  en: 'app/(site)/(pages)/(legal)/privacy/privacy-policy.mdx',
  hi: 'content/privacy/privacy-policy.hi.mdx',
  gu: 'content/privacy/privacy-policy.gu.mdx',
} as const;

const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
const sectionIds = (mdx: string) => [...mdx.matchAll(/<Section id="([^"]+)"/g)].map((m) => m[1]);
/** The numbers of a text (periods, sizes, sections of the Act), in order of size. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);

describe('the privacy policy in Hindi and Gujarati', () => {
  const english = read(documents.en);

  it.each(['hi', 'gu'] as const)(
    '%s has the sections of the English text, under the same ids (anchors)',
    (lang) => {
      expect(sectionIds(read(documents[lang]))).toEqual(sectionIds(english));
    },
  );

  it.each(['hi', 'gu'] as const)(
    '%s gives every period, size and section number of the English text in each section',
    (lang) => {
      const sections = (mdx: string) => mdx.split(/<Section /).map(numbers);
      const [, ...translated] = sections(read(documents[lang]));
      const [, ...original] = sections(english);
      // The Act's English name is repeated beside its translated one: 2023 appears twice.
      const withoutYear = (list: number[]) => list.filter((n) => n !== 2023);
      expect(translated.map(withoutYear)).toEqual(original.map(withoutYear));
    },
  );

  it.each(['hi', 'gu'] as const)(
    '%s gives the privacy address wherever the English text does, and the Act by name',
    (lang) => {
      const text = read(documents[lang]);
      const count = (mdx: string) =>
        mdx.match(/<Email address=\{site\.privacyEmail\} \/>/g)?.length;
      expect(count(text)).toBe(count(english));
      expect(text).toContain('Digital Personal Data Protection Act, 2023');
    },
  );

  it('has a page of its own in every language, each with its copy, listed among the pages', () => {
    const paths = new Set<string>(pages.map((page) => page.path));
    for (const language of privacyLanguages) {
      expect(paths.has(language.path)).toBe(true);
      expect(privacyPolicyCopy.map((copy) => copy.lang)).toContain(language.lang);
    }
  });

  it('says in each translation that the English text is the reference', () => {
    for (const copy of privacyPolicyCopy) {
      if (copy.lang === 'en') expect('referenceNote' in copy).toBe(false);
      else expect('referenceNote' in copy && copy.referenceNote.text).toMatch(/अंग्रेज़ी|અંગ્રેજી/);
    }
  });
});

describe('the short notices in Hindi and Gujarati', () => {
  it.each(Object.entries(noticeTranslations))(
    '%s is in both languages',
    (_notice, translations) => {
      expect(translations.map((translation) => translation.lang)).toEqual(['hi', 'gu']);
    },
  );

  it('the application notice keeps its 12 months and the sentence with the privacy address', () => {
    for (const translation of noticeTranslations.application) {
      expect(translation.text).toContain('12');
      expect(translation.erasure.before.length).toBeGreaterThan(0);
    }
  });
});
