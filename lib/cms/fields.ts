import type { ArrayField, CollectionConfig, Field, TextField } from 'payload';
import { afterContentChange, afterContentDelete } from './revalidate';

/** Lower-case words of letters and digits joined by single hyphens: an address's last part. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The lower-case, hyphenated form of a title, for its address. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The part of the page's address after its section, unique, made from `from` when left empty. */
export function slugField(from: string, description: string): TextField {
  return {
    name: 'slug',
    label: 'Address',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 80,
    admin: { position: 'sidebar', description },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim() !== '') return value.trim();
          const source = data?.[from];
          return typeof source === 'string' ? slugify(source) : value;
        },
      ],
    },
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG.test(value)
        ? true
        : 'Use lower-case letters, digits and single hyphens only, e.g. senior-frontend-developer.',
  };
}

/** A list of sentences, one per row (the bullet points of a page). */
export function sentences(
  name: string,
  label: string,
  { min = 0, max = 20 }: { min?: number; max?: number } = {},
): ArrayField {
  return {
    name,
    label,
    type: 'array',
    minRows: min,
    maxRows: max,
    labels: { singular: 'Item', plural: 'Items' },
    fields: [{ name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 500 }],
  };
}

/** The rows of a `sentences` field as plain strings. */
export function rows(list: readonly { text?: string | null }[] | null | undefined): string[] {
  return (list ?? []).map((row) => row.text ?? '').filter((text) => text !== '');
}

/** A calendar date; the site reads it as the date in India (lib/cms/content.ts). */
export function dayField(name: string, label: string, extra: Partial<Field> = {}): Field {
  return {
    name,
    label,
    type: 'date',
    admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    ...extra,
  } as Field;
}

/**
 * What every collection of public content shares: drafts and versions (a draft is never public),
 * the order editors set by dragging, and the revalidation of the pages that show it.
 */
export function publishedContent(
  config: Omit<CollectionConfig, 'versions' | 'hooks'> & { hooks?: CollectionConfig['hooks'] },
): CollectionConfig {
  return {
    ...config,
    versions: { drafts: { schedulePublish: false }, maxPerDoc: 50 },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), afterContentChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), afterContentDelete],
    },
  };
}
