import type { CollectionConfig } from 'payload';
import { publishedContent } from '../fields';
import { editorsOf, hiddenFrom } from '../roles';

/** Clients' words on /services/design. */
export const Testimonials: CollectionConfig = publishedContent({
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  orderable: true,
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', '_status'],
    hidden: hiddenFrom('marketing'),
  },
  access: editorsOf('marketing'),
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100 },
        { name: 'role', type: 'text', required: true, maxLength: 100 },
        { name: 'company', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      admin: { step: 1 },
    },
  ],
});
