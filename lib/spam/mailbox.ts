import 'server-only';
import { createHmac } from 'node:crypto';
import { hashKey } from '@/lib/secrets';

/** Mail providers that ignore dots in the local part ('j.ane' and 'jane' are one mailbox). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, as far as the common providers tell: lower case, without a
 * '+tag' (which most providers deliver to the same mailbox) and, for Gmail, without dots. Counts
 * per address use it, so 'victim+1@…', 'v.ictim@gmail.com' and 'VICTIM@…' are one recipient.
 */
export function canonicalMailbox(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase().split('+')[0] ?? '';
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, '');
  return `${local}@${dotless ?? domain}`;
}

/**
 * A keyed hash (HMAC-SHA256, hex) of `parts` for `purpose`: what the site keeps instead of an
 * address or a submission, which no one without the key can turn back or test a guess against.
 */
export async function keyedHash(purpose: string, ...parts: string[]): Promise<string> {
  return createHmac('sha256', await hashKey())
    .update([purpose, ...parts].join('\n'))
    .digest('hex');
}

/** The keyed hash of the mailbox an address delivers to, for one purpose. */
export function mailboxHash(purpose: string, address: string): Promise<string> {
  return keyedHash(purpose, canonicalMailbox(address));
}
