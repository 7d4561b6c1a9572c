import config from '@payload-config';
import { getPayload, type Where } from 'payload';
import type { Job } from '@/content/jobs';
import { isOpen } from '@/lib/jobs';
import { log } from '@/lib/log';
import { toJobClosing } from './documents';
import { onContentChange } from './revalidate';

/**
 * Which pages of CMS documents exist, asked by proxy.ts on every request for a job, an article or
 * a leader's profile. Next keeps whatever such a page renders, the 404 of a slug no document has
 * included, among the pages it holds in memory (about 370 kB each, 50 MB in all), so a script
 * asking for made-up addresses would push the real pages out, at a page render each: a slug no
 * published document has (outside an editor's preview, see `hasPage`) gets the 404 page of any
 * unknown address before its page renders. And whether a job's page answers 410 Gone.
 *
 * The published documents are read at most every REFRESH_MS and at once after an edit in this
 * process (lib/cms/revalidate.ts). A request waits for that read only when there is no index, at
 * the start or after such an edit; an older one answers and is read again behind it, as Next's
 * page cache serves a stale page while it renders it again (a page another instance changed is
 * as old, up to `revalidate`), so no request waits for the database's round trips (PostgreSQL
 * across a network). On SQLite the queries are mostly this thread's CPU and run before the answer
 * all the same: there it is the jobs read for three fields rather than whole that counts. A visit
 * to an article 7 s after the last (6 such visits, curl, idle machine, production build) was
 * answered in 30 to 42 ms against 8 to 13 for the visit after it; now 22 to 33 against 11 to 23.
 * A slug not among them is looked up in the database (a job another instance published a moment
 * ago, an editor's preview of a draft): the index only spares the database the requests for pages
 * that exist.
 */
const REFRESH_MS = 5_000;

/** The collections whose documents have a page at a slug of theirs. */
export type PagedCollection = 'jobs' | 'news' | 'leaders';

type Index = {
  /** Of each published job, what says whether it is open. */
  jobs: Pick<Job, 'slug' | 'validThrough' | 'closedEarly'>[];
  slugs: Record<PagedCollection, ReadonlySet<string>>;
  readAt: number;
};
const state = ((
  globalThis as {
    __pageIndex?: {
      index?: Promise<Index>;
      listening: boolean;
      /** Whether a read behind an index that answers is running. */
      refreshing: boolean;
      /** Counts the edits in this process: a read begun before one is not kept. */
      edits: number;
    };
  }
).__pageIndex ??= { listening: false, refreshing: false, edits: 0 });

const PUBLISHED: Where = { _status: { equals: 'published' } };

async function readIndex(): Promise<Index> {
  const payload = await getPayload({ config });
  const read = { where: PUBLISHED, depth: 0, draft: false, pagination: false } as const;
  const [jobs, news, leaders] = await Promise.all([
    // Only the fields read here: the whole of a job (its lists and texts) is a query of several
    // joins, which Payload's query builder took longer to write than the database to answer.
    payload.find({
      collection: 'jobs',
      ...read,
      select: { slug: true, validThrough: true, closedEarly: true },
    }),
    payload.find({ collection: 'news', ...read, select: { slug: true } }),
    payload.find({ collection: 'leaders', ...read, select: { slug: true } }),
  ]);
  const slugsOf = (docs: { slug?: string | null }[]) => new Set(docs.map((doc) => doc.slug ?? ''));
  return {
    jobs: jobs.docs.map((doc) => ({ slug: doc.slug, ...toJobClosing(doc) })),
    slugs: { jobs: slugsOf(jobs.docs), news: slugsOf(news.docs), leaders: slugsOf(leaders.docs) },
    readAt: Date.now(),
  };
}

const logUnread = (error: unknown) => log.error('cms.page-index.unread', {}, error);

/** The database could not be read: the index is read again on the next request. */
function unread(error: unknown): void {
  state.index = undefined;
  logUnread(error);
}

/** Reads the index again behind the one that answers; kept unless an edit came meanwhile. */
function refresh(): void {
  const edits = state.edits;
  state.refreshing = true;
  void readIndex()
    .then(
      (read) => {
        if (state.edits === edits) state.index = Promise.resolve(read);
      },
      // The index that answers stays; the next request past REFRESH_MS tries again.
      logUnread,
    )
    .finally(() => (state.refreshing = false));
}

async function index(): Promise<Index> {
  if (!state.listening) {
    state.listening = true;
    onContentChange(() => {
      state.edits += 1;
      state.index = undefined;
    });
  }
  const current = state.index ? await state.index.catch(() => undefined) : undefined;
  if (current) {
    if (Date.now() - current.readAt >= REFRESH_MS && !state.refreshing) refresh();
    return current;
  }
  const next = readIndex();
  state.index = next;
  return next;
}

/**
 * Whether a document of the collection has this slug: a published one, or with `drafts` any, its
 * latest draft included (a published job's newer draft may have another slug, which only its
 * versions hold).
 */
async function inDatabase(
  collection: PagedCollection,
  slug: string,
  drafts: boolean,
): Promise<boolean> {
  const payload = await getPayload({ config });
  const bySlug: Where = { slug: { equals: slug } };
  const read = { collection, depth: 0, limit: 1, pagination: false, select: { slug: true } };
  const found = async (where: Where, draft: boolean) =>
    (await payload.find({ ...read, where, draft })).docs.length > 0;
  if (!drafts) return found({ and: [bySlug, PUBLISHED] }, false);
  return (await found(bySlug, false)) || found(bySlug, true);
}

/**
 * False when the page of this slug can only be a 404: no published document has it, and, unless
 * the request is an editor's preview (`drafts`: Next's draft mode, whose cookie the page checks),
 * no draft either. A draft's or an unpublished document's page is a 404 too, but rendered by the
 * page, which puts the 404 text only in the page's data, for the browser's script to show: from
 * here it is the 404 page of any unknown address, whole without JavaScript. When the database
 * cannot be read, true: the page answers for itself.
 */
export async function hasPage(
  collection: PagedCollection,
  slug: string,
  { drafts = false } = {},
): Promise<boolean> {
  try {
    if ((await index()).slugs[collection].has(slug)) return true;
    return await inDatabase(collection, slug, drafts);
  } catch (error) {
    unread(error);
    return true;
  }
}

/** True when a published job with this slug has closed (its date passed, or closed early). */
export async function isClosedJob(slug: string, now: Date = new Date()): Promise<boolean> {
  try {
    const job = (await index()).jobs.find((candidate) => candidate.slug === slug);
    return job !== undefined && !isOpen(job, now);
  } catch (error) {
    // The page itself still says the job has closed.
    unread(error);
    return false;
  }
}
