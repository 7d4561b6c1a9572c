import { privacyPolicy, termsOfUse } from '@/content/legal';
import type { LegalDocument, LegalSection } from '@/content/types';
import { fillTokens, legalDescription, splitEmails } from '@/lib/legal';
import { formatAddress, site } from '@/lib/site';

const documents: [string, LegalDocument][] = [
  ['Privacy Policy', privacyPolicy],
  ['Terms of Use', termsOfUse],
];

function sectionTexts(section: LegalSection): string[] {
  return [
    section.heading,
    ...section.blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items)),
  ];
}

/** Every piece of text a reader sees in a document. */
function textsOf(document: LegalDocument): string[] {
  return [
    document.title,
    document.description,
    document.intro,
    ...document.sections.flatMap(sectionTexts),
  ];
}

/** A section's text as the page shows it, tokens filled. */
function sectionText(document: LegalDocument, id: string): string {
  const section = document.sections.find((entry) => entry.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return sectionTexts(section)
    .map((text) => fillTokens(text))
    .join('\n');
}

describe('fillTokens', () => {
  it('replaces every known token, including repeated ones', () => {
    expect(
      fillTokens('{company} ({siteUrl}) - write to {privacyEmail}. {company}.', {
        company: 'Acme',
        siteUrl: 'https://acme.example',
        privacyEmail: 'privacy@acme.example',
      }),
    ).toBe('Acme (https://acme.example) - write to privacy@acme.example. Acme.');
  });

  it('leaves unknown tokens exactly as written', () => {
    expect(fillTokens('Hello {name}, from {company}', { company: 'Acme' })).toBe(
      'Hello {name}, from Acme',
    );
  });

  it('leaves text without tokens, and braces that are not tokens, unchanged', () => {
    expect(fillTokens('No tokens here.', { company: 'Acme' })).toBe('No tokens here.');
    expect(fillTokens('{} and { company }', { company: 'Acme' })).toBe('{} and { company }');
  });

  it("uses this deployment's site values by default", () => {
    expect(fillTokens('{company}|{privacyEmail}|{salesEmail}|{hrEmail}|{address}|{siteUrl}')).toBe(
      [
        site.name,
        site.privacyEmail,
        site.salesEmail,
        site.hrEmail,
        formatAddress(site.address),
        site.url,
      ].join('|'),
    );
  });

  it('fills the tokens of a document description', () => {
    expect(legalDescription(privacyPolicy)).toContain(site.name);
    expect(legalDescription(privacyPolicy)).not.toContain('{company}');
  });
});

describe('splitEmails', () => {
  it('returns a single text part when there is no address', () => {
    expect(splitEmails('Write to us any time.')).toEqual([
      { kind: 'text', value: 'Write to us any time.' },
    ]);
  });

  it('splits addresses out of running text, leaving the sentence punctuation as text', () => {
    expect(splitEmails('Write to privacy@example.com or hr@example.co.in.')).toEqual([
      { kind: 'text', value: 'Write to ' },
      { kind: 'email', value: 'privacy@example.com' },
      { kind: 'text', value: ' or ' },
      { kind: 'email', value: 'hr@example.co.in' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('handles an address at the start, at the end and inside parentheses without empty parts', () => {
    expect(splitEmails('sales@example.com (or hr@example.com)')).toEqual([
      { kind: 'email', value: 'sales@example.com' },
      { kind: 'text', value: ' (or ' },
      { kind: 'email', value: 'hr@example.com' },
      { kind: 'text', value: ')' },
    ]);
    expect(splitEmails('E-mail: privacy@example.com')).toEqual([
      { kind: 'text', value: 'E-mail: ' },
      { kind: 'email', value: 'privacy@example.com' },
    ]);
  });

  it('does not treat a lone @ or a handle as an address', () => {
    expect(splitEmails('Follow @acme on X, meet us @ the office')).toEqual([
      { kind: 'text', value: 'Follow @acme on X, meet us @ the office' },
    ]);
  });

  it('finds the privacy address in the filled Grievance Officer section', () => {
    const parts = splitEmails(sectionText(privacyPolicy, 'grievance-officer'));
    expect(parts).toContainEqual({ kind: 'email', value: site.privacyEmail });
  });
});

describe('legal content', () => {
  describe.each(documents)('%s', (_name, document) => {
    it('has sections', () => {
      expect(document.sections.length).toBeGreaterThan(0);
    });

    it('gives every section a unique id', () => {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('uses kebab-case section ids (usable as URL fragments)', () => {
      for (const section of document.sections) {
        expect(section.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
    });

    it('has no token left unreplaced after fillTokens', () => {
      for (const text of textsOf(document)) {
        expect(fillTokens(text)).not.toMatch(/\{\w+\}/);
      }
    });

    it('has no empty paragraphs or list items', () => {
      for (const text of textsOf(document)) expect(text.trim()).not.toBe('');
    });

    it('has an ISO last-updated date', () => {
      expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(document.lastUpdated))).toBe(false);
    });
  });

  describe('privacy policy', () => {
    const allText = () =>
      textsOf(privacyPolicy)
        .map((text) => fillTokens(text))
        .join('\n');

    it('names the Digital Personal Data Protection Act, 2023 (DPDP Act)', () => {
      expect(allText()).toContain('Digital Personal Data Protection Act, 2023');
      expect(allText()).toContain('DPDP Act');
    });

    it('says how long resumes are kept', () => {
      const retention = sectionText(privacyPolicy, 'retention');
      expect(retention).toMatch(/resumes?[^.\n]*\d+ months/i);
    });

    it('explains how to ask for deletion and where to write', () => {
      const deletion = sectionText(privacyPolicy, 'deletion-requests');
      expect(deletion).toMatch(/delete/i);
      expect(deletion).toContain(site.privacyEmail);
      expect(deletion).toMatch(/within \d+ days/);
    });
  });
});
