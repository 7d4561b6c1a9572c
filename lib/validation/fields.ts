import { z } from 'zod';
import {
  noticeLanguageCodes,
  privacyPolicyUpdated,
  privacyPolicyVersions,
} from '@/content/privacy-version';

// zod would probe for eval (new Function) to speed up parsing; the Content-Security-Policy forbids
// it and the browser logs a violation, so it is told not to try.
z.config({ jitless: true });

// Control characters (CR, LF, tab, NUL, ...) never belong in a single-line field; refusing them
// makes header injection through a name or subject impossible.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const PHONE = /^\+?[0-9(][0-9 ().-]{5,22}[0-9]$/;

export function singleLine(max: number, label: string, missingMessage?: string) {
  return z
    .string(missingMessage ? { error: missingMessage } : undefined)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must be a single line`);
}

export function requiredLine(max: number, label: string, requiredMessage: string) {
  return singleLine(max, label, requiredMessage).refine(
    (value) => value.length > 0,
    requiredMessage,
  );
}

export function email(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .pipe(z.email(invalidMessage));
}

export function optionalPhone(label = 'Phone number') {
  return z
    .string()
    .trim()
    .max(24, `${label} must be at most 24 characters`)
    .refine(
      (value) => value === '' || PHONE.test(value),
      `Please enter a valid ${label.toLowerCase()}`,
    )
    .optional()
    .default('');
}

export function multiLine(max: number, label: string, missingMessage?: string) {
  return z
    .string(missingMessage ? { error: missingMessage } : undefined)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (value) => !/[\0\u2028\u2029]/.test(value),
      `${label} contains characters we cannot accept`,
    );
}

/**
 * One of a list's keys, or '' (also when absent) for none chosen. Anything else, a label or a
 * padded key included, is refused with `message`.
 */
export function optionalChoice<Key extends string>(keys: readonly Key[], message: string) {
  const choice: z.ZodType<'' | Key, '' | Key> = z.enum(['', ...keys], { error: message });
  return choice.optional().default('');
}

/** The honeypot: invisible to people, filled in by bots. */
export const honeypot = z.string().max(500).optional().default('');

/**
 * True when a request's honeypot field (`website`) holds anything. Checked before validation:
 * a bot is told all went well (201) and nothing is sent, whatever else it got wrong, so it
 * learns nothing from field messages.
 */
export function filledHoneypot(fields: Readonly<Record<string, unknown>>): boolean {
  const value = fields.website;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Field messages keyed by field name, the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'This field is not accepted';
      continue;
    }
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The string fields of a submission, to show a refused form again (never the honeypot). */
export function stringFields(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && name !== 'website') values[name] = value;
  }
  return values;
}

/**
 * The privacy notice the form showed (hidden fields): its language and version (the policy's
 * 'last updated' date), each from a closed set; an API client that sends neither is taken to
 * have been shown the current English one.
 */
export const noticeFields = {
  notice_language: z
    .enum(noticeLanguageCodes, { error: 'Unknown privacy notice language' })
    .optional()
    .default('en'),
  notice_version: z
    .enum(privacyPolicyVersions, { error: 'Unknown privacy notice version' })
    .optional()
    .default(privacyPolicyUpdated),
};
