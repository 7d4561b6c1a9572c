import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaDir } from '@/lib/cms/collections/media';

/** The image types the editor accepts (lib/cms/image-kind.ts), by the extension Payload keeps. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.([a-z0-9]+)$/;

/**
 * The images editors upload (the media collection, kept in $DATA_DIR/media), for the public
 * pages: a plain file answer, without the CMS API's session check on every image. Any other name,
 * or a file that is not there, is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = decodeURIComponent((await params).file);
  const type = TYPES[NAME.exec(name)?.[1]?.toLowerCase() ?? ''];
  if (!type || name.includes('..')) return new Response('Not found', { status: 404 });
  let file;
  try {
    file = await open(join(mediaDir(), name), 'r');
  } catch {
    return new Response('Not found', { status: 404 });
  }
  try {
    const stat = await file.stat();
    if (!stat.isFile()) return new Response('Not found', { status: 404 });
    const body = await file.readFile();
    return new Response(body, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(body.length),
        // An editor may replace an image under the same name: cached for an hour.
        'Cache-Control': 'public, max-age=3600',
        'Last-Modified': stat.mtime.toUTCString(),
      },
    });
  } finally {
    await file.close();
  }
}
