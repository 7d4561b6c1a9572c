import type { CollectionConfig } from 'payload';
import { publishedContent, sentences, SLUG } from '../fields';
import { editorsOf, hiddenFrom } from '../roles';

const arts = ['orders', 'clinic', 'lending', 'storefront', 'cloud', 'learning'];

/** The case studies of /portfolio, each with its anchor there. */
export const CaseStudies: CollectionConfig = publishedContent({
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  orderable: true,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'industry', '_status'],
    hidden: hiddenFrom('marketing'),
  },
  access: editorsOf('marketing'),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'anchor',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'The case study is at /portfolio#<anchor>.' },
      validate: (value: unknown) =>
        typeof value === 'string' && SLUG.test(value)
          ? true
          : 'Use lower-case letters, digits and single hyphens only.',
    },
    {
      type: 'row',
      fields: [
        { name: 'industry', type: 'text', required: true, maxLength: 100 },
        { name: 'duration', type: 'text', required: true, maxLength: 40 },
      ],
    },
    {
      name: 'client',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'The client, described without naming them.' },
    },
    { name: 'challenge', type: 'textarea', required: true, maxLength: 1500 },
    { name: 'solution', type: 'textarea', required: true, maxLength: 1500 },
    sentences('built', 'What we built', { min: 1 }),
    { name: 'stack', type: 'text', hasMany: true, required: true, maxRows: 12 },
    {
      name: 'outcomes',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 40 },
            { name: 'label', type: 'text', required: true, maxLength: 100 },
          ],
        },
      ],
    },
    { name: 'art', label: 'Drawing', type: 'select', required: true, options: arts },
  ],
});
