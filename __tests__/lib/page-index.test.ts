// The index of CMS pages (lib/cms/page-index.ts) against an in-memory stand-in for Payload's Local
// API: what is read when, and what a request waits for. The index as the site uses it, against
// the real database, is in e2e/cms-publishing.spec.ts (a page published, closed, unpublished).
import type { CollectionAfterChangeHook } from 'payload';

type Collection = 'jobs' | 'news' | 'leaders';
type Doc = { slug: string; validThrough?: string; closedEarly?: boolean };
const published: Record<Collection, Doc[]> = { jobs: [], news: [], leaders: [] };
const reads: Collection[] = [];
/** While set, the index's reads (every published document) wait for it: the database is slow. */
let slowDatabase: Promise<void> | undefined;

// '@payload-config' is this file (tsconfig.json's paths); Jest cannot load Payload's config.
jest.mock('../../payload.config', () => ({ __esModule: true, default: {} }));
jest.mock('payload', () => ({
  getPayload: async () => ({
    find: async ({
      collection,
      where,
    }: {
      collection: Collection;
      where: { and?: { slug?: { equals: string } }[] };
    }) => {
      reads.push(collection);
      const slug = where.and?.[0]?.slug?.equals;
      if (slowDatabase && slug === undefined) await slowDatabase;
      const docs = published[collection].filter((doc) => slug === undefined || doc.slug === slug);
      return { docs };
    },
  }),
}));

// Imported after the mocks: the modules read them as they load.
let hasPage: typeof import('@/lib/cms/page-index').hasPage;
let isClosedJob: typeof import('@/lib/cms/page-index').isClosedJob;
let afterContentChange: CollectionAfterChangeHook;
let now = 1_000_000;

beforeAll(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  ({ hasPage, isClosedJob } = await import('@/lib/cms/page-index'));
  ({ afterContentChange } = await import('@/lib/cms/revalidate'));
});

/** An edit published in this process, as the CMS's hook reports it (no page cache here). */
const publishHere = () =>
  afterContentChange({
    doc: { _status: 'published' },
    req: { context: { disableRevalidate: true } },
  } as unknown as Parameters<CollectionAfterChangeHook>[0]);

/** Holds the index's reads until the function returned is called, which lets them finish. */
function holdIndexReads(): () => Promise<void> {
  let release!: () => void;
  slowDatabase = new Promise((resolve) => (release = resolve));
  return async () => {
    release();
    slowDatabase = undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
}

test('the first request waits for the index; the next ones within 5 s read nothing', async () => {
  published.news = [{ slug: 'launch' }];
  expect(await hasPage('news', 'launch')).toBe(true);
  expect(reads.sort()).toEqual(['jobs', 'leaders', 'news']);
  reads.length = 0;
  now += 4_000;
  expect(await hasPage('news', 'launch')).toBe(true);
  expect(reads).toEqual([]);
});

test('an older index answers at once and is read again behind it', async () => {
  now += 10_000;
  published.news = [];
  const release = holdIndexReads();
  // The database does not answer, yet the request does: from the index it has.
  expect(await hasPage('news', 'launch')).toBe(true);
  expect(reads.sort()).toEqual(['jobs', 'leaders', 'news']);
  // One read behind it at a time.
  expect(await hasPage('news', 'launch')).toBe(true);
  expect(reads).toHaveLength(3);
  await release();
  reads.length = 0;
  // The new index has no such article, nor has the database.
  expect(await hasPage('news', 'launch')).toBe(false);
  expect(reads).toEqual(['news']);
});

test('after an edit here the next request waits for a new index; a read begun before is dropped', async () => {
  now += 10_000;
  published.news = [];
  const release = holdIndexReads();
  // A read behind the index begins, with the article not yet published...
  expect(await hasPage('news', 'new-office')).toBe(false);
  // ...then it is published here: that read is out of date before it ends.
  published.news = [{ slug: 'new-office' }];
  await publishHere();
  await release();
  reads.length = 0;
  expect(await hasPage('news', 'new-office')).toBe(true);
  // The index was read again (the article is in it): no query of its own.
  expect(reads.sort()).toEqual(['jobs', 'leaders', 'news']);
  reads.length = 0;
  expect(await hasPage('news', 'new-office')).toBe(true);
  expect(reads).toEqual([]);
});

test('a job is closed when HR closed it early or its last day in India has passed', async () => {
  published.jobs = [
    { slug: 'open', validThrough: '2026-12-31T18:30:00.000Z' }, // 1 January 2027 in India
    { slug: 'early', validThrough: '2026-12-31T18:30:00.000Z', closedEarly: true },
    { slug: 'past', validThrough: '2026-11-30T18:30:00.000Z' }, // 1 December 2026
    { slug: 'no-date' },
  ];
  await publishHere();
  const day = new Date('2026-12-04T12:00:00+05:30');
  expect(await isClosedJob('open', day)).toBe(false);
  expect(await isClosedJob('early', day)).toBe(true);
  expect(await isClosedJob('past', day)).toBe(true);
  expect(await isClosedJob('no-date', day)).toBe(false);
  // Its last day is open until midnight in India.
  expect(await isClosedJob('past', new Date('2026-12-01T23:59:00+05:30'))).toBe(false);
  expect(await isClosedJob('unknown', day)).toBe(false);
});
