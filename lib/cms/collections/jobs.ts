import type { CollectionConfig } from 'payload';
import { departments, locations, workModes } from '@/content/jobs';
import { dayField, publishedContent, sentences, slugField } from '../fields';
import { editorsOf, hiddenFrom } from '../roles';

const options = (list: readonly string[]) => list.filter((option) => option !== 'All');
type Sibling = Record<string, unknown> | undefined;
const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined);

/**
 * The open positions of /career, each with its own page, its place in the feeds and the sitemap
 * and its JobPosting data. HR opens, edits and closes them; a job closes on its closing date or
 * when 'Closed early' is ticked, and its page then answers 410 Gone with similar open positions.
 */
export const Jobs: CollectionConfig = publishedContent({
  slug: 'jobs',
  labels: { singular: 'Job', plural: 'Jobs' },
  orderable: true,
  admin: {
    group: 'Careers',
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'validThrough', '_status'],
    hidden: hiddenFrom('hr'),
    preview: (doc) => (doc?.slug ? `/cms-preview?collection=jobs&slug=${String(doc.slug)}` : null),
  },
  access: editorsOf('hr'),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 100 },
    slugField('title', 'The job page is /career/<address>. Keep it once the job is published.'),
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'select', required: true, options: options(departments) },
        {
          name: 'workMode',
          label: 'Work mode',
          type: 'select',
          required: true,
          options: [...workModes],
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'Full-time',
          options: ['Full-time'],
        },
      ],
    },
    {
      name: 'locations',
      label: 'Offices',
      type: 'select',
      hasMany: true,
      required: true,
      options: options(locations),
      admin: {
        description: 'A remote job names its team’s office and shows under every location.',
      },
    },
    {
      name: 'remoteIn',
      label: 'Remote from',
      type: 'group',
      admin: { condition: (data) => data?.workMode === 'Remote' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Country', type: 'text', defaultValue: 'India', maxLength: 60 },
            { name: 'code', label: 'Country code', type: 'text', defaultValue: 'IN', maxLength: 2 },
          ],
        },
      ],
    },
    {
      name: 'experience',
      label: 'Experience (years)',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: 'At least', type: 'number', required: true, min: 0, max: 40 },
            {
              name: 'max',
              label: 'At most (empty: no upper bound)',
              type: 'number',
              min: 0,
              max: 40,
              validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
                typeof value !== 'number' || value >= Number(siblingData?.min ?? 0)
                  ? true
                  : 'At most must be at least the lower bound.',
            },
          ],
        },
      ],
    },
    {
      name: 'salary',
      label: 'Salary (gross rupees a year)',
      type: 'group',
      admin: { description: 'Leave both empty to publish the job without a salary.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'min',
              label: 'From',
              type: 'number',
              min: 0,
              max: 100_000_000,
              validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
                (value == null) === (siblingData?.max == null)
                  ? true
                  : 'Give both ends of the salary band, or neither.',
            },
            {
              name: 'max',
              label: 'To',
              type: 'number',
              min: 0,
              max: 100_000_000,
              validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
                typeof value !== 'number' ||
                typeof siblingData?.min !== 'number' ||
                value >= siblingData.min
                  ? true
                  : 'The top of the salary band must be at least its bottom.',
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        dayField('datePosted', 'Posted on', { required: true }),
        dayField('validThrough', 'Closing date (last day to apply)', {
          validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
            const closing = day(value);
            const posted = day(siblingData?.datePosted);
            return !closing || !posted || closing > posted
              ? true
              : 'The closing date must be after the date the job was posted.';
          },
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'Empty: open until filled.',
          },
        }),
      ],
    },
    {
      name: 'closedEarly',
      label: 'Closed early',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Tick to close the position now: its page says so (410 Gone) and it leaves /career, the feeds and the sitemap.',
      },
    },
    {
      name: 'skills',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      admin: { description: 'What the work is done with. Similar jobs share them.' },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the job card.' },
    },
    { name: 'about', label: 'About the role', type: 'textarea', required: true, maxLength: 3000 },
    sentences('responsibilities', 'Responsibilities', { min: 1 }),
    sentences('requirements', 'Requirements', { min: 1 }),
    sentences('niceToHave', 'Nice to have'),
  ],
});
