import type { LegalDocument } from '@/content/types';
import { formatAddress, site } from './site';

const tokens: Record<string, string> = {
  company: site.name,
  privacyEmail: site.privacyEmail,
  salesEmail: site.salesEmail,
  hrEmail: site.hrEmail,
  address: formatAddress(site.address),
  siteUrl: site.url,
};

/** Replaces {company}, {privacyEmail}, ... with this deployment's values. */
export function fillTokens(text: string, values: Record<string, string> = tokens): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

const EMAIL = /([^\s@(),;]+@[^\s@(),;]+\.[a-z]{2,})/gi;

export type TextPart = { kind: 'text'; value: string } | { kind: 'email'; value: string };

/** Splits text so e-mail addresses can be rendered as mailto links. */
export function splitEmails(text: string): TextPart[] {
  return text
    .split(EMAIL)
    .filter((part) => part !== '')
    .map((part) =>
      /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(part)
        ? { kind: 'email', value: part }
        : { kind: 'text', value: part },
    );
}

export function legalDescription(document: LegalDocument): string {
  return fillTokens(document.description);
}
