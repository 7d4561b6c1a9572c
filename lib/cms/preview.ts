import 'server-only';
import { draftMode, headers } from 'next/headers';
import type { Job } from '@/content/jobs';
import type { NewsItem } from '@/content/news';
import { cms, draftOf } from './content';
import { hasRole, type Role } from './roles';

/** Who may preview what: the role that edits it. */
export const previewable = { jobs: 'hr', news: 'marketing' } as const satisfies Record<
  string,
  Role
>;
export type Previewable = keyof typeof previewable;

/** Where the public page of a job or an article is. */
export const publicPath = (collection: Previewable, slug: string) =>
  collection === 'jobs' ? `/career/${slug}` : `/news/${slug}`;

/** The signed-in editor of the request, or null (Payload's session cookie). */
export async function editorOf(requestHeaders: Headers) {
  const payload = await cms();
  const { user } = await payload.auth({ headers: requestHeaders });
  return user as { roles?: string[] } | null;
}

/**
 * The latest version, draft or not, of the job or article a page shows, when an editor who may
 * change it previews it (Next's draft mode, turned on by app/cms-preview after checking the
 * session). Otherwise undefined, and the page shows what is published. Outside draft mode this
 * reads no cookie or header, so the page stays prerendered.
 */
export async function previewOf(collection: 'jobs', slug: string): Promise<Job | undefined>;
export async function previewOf(collection: 'news', slug: string): Promise<NewsItem | undefined>;
export async function previewOf(collection: Previewable, slug: string) {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return undefined;
  const user = await editorOf(await headers());
  if (!hasRole(user, previewable[collection])) return undefined;
  return collection === 'jobs' ? draftOf('jobs', slug) : draftOf('news', slug);
}
