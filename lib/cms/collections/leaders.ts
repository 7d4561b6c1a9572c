import type { CollectionConfig } from 'payload';
import { publishedContent, sentences, slugField } from '../fields';
import { editorsOf, hiddenFrom } from '../roles';
import { illustrationField } from './pictures';

/** The executive leadership of /about/team and the home page, each with a profile page. */
export const Leaders: CollectionConfig = publishedContent({
  slug: 'leaders',
  labels: { singular: 'Leader', plural: 'Leaders' },
  orderable: true,
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', '_status'],
    hidden: hiddenFrom('marketing'),
  },
  access: editorsOf('marketing'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    slugField('name', 'The profile is at /about/team/<address>.'),
    {
      type: 'row',
      fields: [
        { name: 'position', label: 'Role', type: 'text', required: true, maxLength: 100 },
        {
          name: 'badge',
          type: 'text',
          required: true,
          maxLength: 12,
          admin: { description: 'Short title on the photo, e.g. CEO.' },
        },
        { name: 'department', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      name: 'image',
      label: 'Photo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Without a photo or drawing the card shows initials.' },
    },
    illustrationField('leaders'),
    {
      name: 'bio',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences on the card.' },
    },
    { name: 'about', type: 'textarea', required: true, maxLength: 3000 },
    sentences('achievements', 'Achievements', { min: 1 }),
    sentences('specialties', 'Specialties', { min: 1 }),
    {
      name: 'social',
      label: 'Links',
      type: 'group',
      fields: [
        {
          name: 'linkedin',
          label: 'LinkedIn',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)
              ? true
              : 'Give an https:// address.',
        },
        { name: 'email', type: 'email', required: true },
      ],
    },
  ],
});
