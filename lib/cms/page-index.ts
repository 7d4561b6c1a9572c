import config from '@payload-config';
import { getPayload, type Where } from 'payload';
import { isOpen } from '@/lib/jobs';
import { log } from '@/lib/log';
import { toJob } from './documents';
import { onContentChange } from './revalidate';

/**
 * Which pages of CMS documents exist, asked by proxy.ts on every request for a job, an article or
 * a leader's profile. Next keeps whatever such a page renders, the 404 of a slug no document has
 * included, in memory and in the build's folder (about 370 kB each, until the next build), so a
 * script asking for made-up addresses would fill the disk, at a page render each: a slug no
 * document has gets the 404 page of any unknown address before its page renders. And whether a
 * job's page answers 410 Gone.
 *
 * The published documents are read at most every REFRESH_MS and at once after an edit in this
 * process (lib/cms/revalidate.ts). A slug not among them is looked up in the database, drafts
 * included (an editor's preview, a job another instance published a moment ago): the index only
 * spares the database the requests for pages that exist.
 */
const REFRESH_MS = 5_000;

/** The collections whose documents have a page at a slug of theirs. */
export type PagedCollection = 'jobs' | 'news' | 'leaders';

type Index = {
  jobs: ReturnType<typeof toJob>[];
  slugs: Record<PagedCollection, ReadonlySet<string>>;
  readAt: number;
};
const state = ((
  globalThis as { __pageIndex?: { index?: Promise<Index>; listening?: boolean } }
).__pageIndex ??= {});

const PUBLISHED: Where = { _status: { equals: 'published' } };

async function readIndex(): Promise<Index> {
  const payload = await getPayload({ config });
  const read = { where: PUBLISHED, depth: 0, draft: false, pagination: false } as const;
  const [jobs, news, leaders] = await Promise.all([
    payload.find({ collection: 'jobs', ...read }),
    payload.find({ collection: 'news', ...read, select: { slug: true } }),
    payload.find({ collection: 'leaders', ...read, select: { slug: true } }),
  ]);
  const slugsOf = (docs: { slug?: string | null }[]) => new Set(docs.map((doc) => doc.slug ?? ''));
  return {
    jobs: jobs.docs.map(toJob),
    slugs: { jobs: slugsOf(jobs.docs), news: slugsOf(news.docs), leaders: slugsOf(leaders.docs) },
    readAt: Date.now(),
  };
}

async function index(): Promise<Index> {
  if (!state.listening) {
    state.listening = true;
    onContentChange(() => (state.index = undefined));
  }
  const current = state.index ? await state.index.catch(() => undefined) : undefined;
  if (current && Date.now() - current.readAt < REFRESH_MS) return current;
  const next = readIndex();
  state.index = next;
  return next;
}

/** Whether a document of the collection has this slug: published, or in a draft. */
async function inDatabase(collection: PagedCollection, slug: string): Promise<boolean> {
  const payload = await getPayload({ config });
  const where: Where = { slug: { equals: slug } };
  const read = { collection, where, depth: 0, limit: 1, pagination: false, select: { slug: true } };
  // The documents themselves, then their latest versions (a published job's newer draft may have
  // another slug, which only its versions hold).
  if ((await payload.find({ ...read, draft: false })).docs.length > 0) return true;
  return (await payload.find({ ...read, draft: true })).docs.length > 0;
}

/**
 * False when no document of the collection has the slug, so its page can only be a 404. When the
 * database cannot be read, true: the page answers for itself.
 */
export async function hasPage(collection: PagedCollection, slug: string): Promise<boolean> {
  try {
    if ((await index()).slugs[collection].has(slug)) return true;
    return await inDatabase(collection, slug);
  } catch (error) {
    state.index = undefined;
    log.error('cms.page-index.unread', {}, error);
    return true;
  }
}

/** True when a published job with this slug has closed (its date passed, or closed early). */
export async function isClosedJob(slug: string, now: Date = new Date()): Promise<boolean> {
  try {
    const job = (await index()).jobs.find((candidate) => candidate.slug === slug);
    return job !== undefined && !isOpen(job, now);
  } catch (error) {
    // The database is unreachable: the page itself still says the job has closed.
    state.index = undefined;
    log.error('cms.page-index.unread', {}, error);
    return false;
  }
}
