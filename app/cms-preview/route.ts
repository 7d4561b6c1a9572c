import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { hasRole } from '@/lib/cms/roles';
import { editorOf, previewable, publicPath, type Previewable } from '@/lib/cms/preview';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
  const page = new URL(publicPath(collection, slug), url.origin);
  if (url.searchParams.has('exit')) {
    draft.disable();
    return NextResponse.redirect(page, 303);
  }
  if (!hasRole(await editorOf(request.headers), previewable[collection]))
    return new NextResponse('Not found', { status: 404 });
  draft.enable();
  const response = NextResponse.redirect(page, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
