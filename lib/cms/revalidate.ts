import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

/**
 * Set `context: { disableRevalidate: true }` on Local API calls made outside a Next request (the
 * seed migration, scripts), where there is no page cache to revalidate.
 */
export type RevalidateContext = { disableRevalidate?: boolean };

/** Listeners in this process told when published content changes (e.g. the job index of proxy.ts). */
const listeners: Set<() => void> = ((
  globalThis as { __cmsChangeListeners?: Set<() => void> }
).__cmsChangeListeners ??= new Set());

export function onContentChange(listener: () => void): void {
  listeners.add(listener);
}

/**
 * A job, an article, a leader, a testimonial or a case study shows on many pages (/career, the
 * job pages and their similar jobs, the application forms' position list, the feeds, the sitemap,
 * the home page, the team page...). Every prerendered page is marked stale, and each renders
 * again from the database on its next request: a few dozen pages, each rendered once.
 */
async function revalidateSite(context: RevalidateContext): Promise<void> {
  for (const listener of listeners) listener();
  if (context.disableRevalidate) return;
  const { revalidatePath } = await import('next/cache');
  try {
    revalidatePath('/', 'layout');
    // A route handler, not a page under the layout: named on its own.
    revalidatePath('/sitemap.xml');
  } catch (error) {
    // Outside a Next server (a script): there is no page cache here to mark stale.
    if (!(
      error instanceof Error && /static generation store|outside a request/i.test(error.message)
    ))
      throw error;
  }
}

export const afterContentChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  // A draft saved over a published document changes nothing public.
  const wasPublic = previousDoc?._status === 'published';
  if (doc._status === 'published' || wasPublic)
    await revalidateSite(req.context as RevalidateContext);
  return doc;
};

export const afterContentDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc._status === 'published') await revalidateSite(req.context as RevalidateContext);
  return doc;
};
