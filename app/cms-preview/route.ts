import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { SLUG } from '@/lib/cms/fields';
import { editorOf, previewable, publicPath, type Previewable } from '@/lib/cms/preview';
import { hasRole } from '@/lib/cms/roles';

/**
 * The editor's Preview button (payload.config.ts `admin.preview`): for a signed-in editor who may
 * change the job or article, turns on Next's draft mode and opens its page, which then shows the
 * latest draft. `?exit` turns it off again. Anyone else gets a 404, as for an unknown page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const collection = url.searchParams.get('collection') as Previewable | null;
  const slug = url.searchParams.get('slug') ?? '';
  if (!collection || !(collection in previewable) || !SLUG.test(slug))
    return new NextResponse('Not found', { status: 404 });
  const draft = await draftMode();
  if (url.searchParams.has('exit')) {
    draft.disable();
    return toPage(collection, slug);
  }
  if (!hasRole(await editorOf(request.headers), previewable[collection]))
    return new NextResponse('Not found', { status: 404 });
  draft.enable();
  return toPage(collection, slug);
}

/**
 * To the public page, by its path: the origin Next gives the request is the server's own
 * (localhost), not the one the editor's browser used, where its cookies are.
 */
function toPage(collection: Previewable, slug: string) {
  return new NextResponse(null, {
    status: 303,
    headers: { Location: publicPath(collection, slug), 'Cache-Control': 'private, no-store' },
  });
}
