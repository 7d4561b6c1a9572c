// Run by `payload run` (__tests__/cms/seed.test.ts): prints, after a marker line, every published
// document of the database the environment names, read with Payload's Local API and mapped to the
// site's shapes as lib/cms/content.ts maps them (lib/cms/documents.ts).
import { getPayload } from 'payload';
import { toCaseStudy, toJob, toLeader, toNewsItem, toTestimonial } from '../../lib/cms/documents';
import config from '../../payload.config';

export const READ_BACK_MARKER = '--- published content ---';

const payload = await getPayload({ config });
const published = { _status: { equals: 'published' } } as const;
const read = async <C extends 'jobs' | 'news' | 'leaders' | 'testimonials' | 'case-studies'>(
  collection: C,
  sort: string,
) => (await payload.find({ collection, where: published, sort, depth: 1, pagination: false })).docs;

const content = {
  jobs: (await read('jobs', '_order')).map(toJob),
  news: (await read('news', '-date')).map(toNewsItem),
  leaders: (await read('leaders', '_order')).map(toLeader),
  testimonials: (await read('testimonials', '_order')).map(toTestimonial),
  caseStudies: (await read('case-studies', '_order')).map(toCaseStudy),
};
process.stdout.write(`\n${READ_BACK_MARKER}\n${JSON.stringify(content)}\n`);
process.exit(0);
