import type { CollectionConfig } from 'payload';
import { dayField, publishedContent, sentences, slugField } from '../fields';
import { editorsOf, hiddenFrom } from '../roles';
import { illustrationField, pictureRule } from './pictures';

/** The company's announcements: the home page's 'Latest News & Updates' and /news/<address>. */
export const News: CollectionConfig = publishedContent({
  slug: 'news',
  labels: { singular: 'News article', plural: 'News' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    hidden: hiddenFrom('marketing'),
    preview: (doc) => (doc?.slug ? `/cms-preview?collection=news&slug=${String(doc.slug)}` : null),
  },
  access: editorsOf('marketing'),
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('title', 'The article is at /news/<address>. Keep it once the article is published.'),
    dayField('date', 'Published on', {
      required: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
      },
    }),
    { name: 'description', label: 'Teaser', type: 'textarea', required: true, maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media', validate: pictureRule },
    illustrationField('news'),
    {
      name: 'alt',
      label: 'Text for screen readers',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the picture shows, in one sentence.' },
    },
    { name: 'headline', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 2000 },
    sentences('keyPoints', 'Key points', { min: 3, max: 3 }),
    {
      name: 'expertOpinion',
      label: 'Quote',
      type: 'group',
      fields: [
        { name: 'quote', type: 'textarea', required: true, maxLength: 1000 },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 100 },
            { name: 'role', type: 'text', required: true, maxLength: 100 },
          ],
        },
      ],
    },
    { name: 'futureOutlook', label: 'Outlook', type: 'textarea', required: true, maxLength: 2000 },
  ],
});
