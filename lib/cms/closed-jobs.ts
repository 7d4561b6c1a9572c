import config from '@payload-config';
import { getPayload } from 'payload';
import { isOpen } from '@/lib/jobs';
import { log } from '@/lib/log';
import { toJob } from './documents';
import { onContentChange } from './revalidate';

/**
 * Whether a job page should answer 410 Gone, asked by proxy.ts on every /career/<slug> request:
 * the published jobs' slugs and closing state, read from the CMS at most every few seconds and at
 * once after an edit in this process (lib/cms/revalidate.ts). Another instance's edit is seen
 * within REFRESH_MS.
 */
const REFRESH_MS = 5_000;

type Index = { jobs: ReturnType<typeof toJob>[]; readAt: number };
const state = ((
  globalThis as { __closedJobs?: { index?: Promise<Index>; listening?: boolean } }
).__closedJobs ??= {});

async function readIndex(): Promise<Index> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { _status: { equals: 'published' } },
    limit: 1000,
    depth: 0,
    draft: false,
    pagination: false,
  });
  return { jobs: docs.map(toJob), readAt: Date.now() };
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

/** True when a published job with this slug has closed (its date passed, or closed early). */
export async function isClosedJob(slug: string, now: Date = new Date()): Promise<boolean> {
  try {
    const job = (await index()).jobs.find((candidate) => candidate.slug === slug);
    return job !== undefined && !isOpen(job, now);
  } catch (error) {
    // The database is unreachable: the page itself still says the job has closed.
    state.index = undefined;
    log.error('cms.closed-jobs.unread', {}, error);
    return false;
  }
}
