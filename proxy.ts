import { NextResponse, type NextRequest } from 'next/server';
import { redirectTarget } from '@/lib/redirects';

/**
 * The alias redirects and the removal of a page path's trailing slash (next.config.ts sets
 * `skipTrailingSlashRedirect`, so the API answers with and without it). Redirects sent from here
 * carry the `headers()` of next.config.ts; those of its `redirects()` would not.
 */
export function proxy(request: NextRequest) {
  const target = redirectTarget(request.nextUrl.pathname);
  if (target === null) return NextResponse.next();
  // From request.url: a copy of nextUrl would put the trailing slash back.
  const url = new URL(request.url);
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: [
    {
      // Not the API, the build's assets or any file (a path whose last segment has a dot).
      source: '/((?!api(?:/|$)|_next/static/|_next/image|.*\\.\\w+$).*)',
      // Proxy holds a copy of every request body it sees (and cuts it at 10 MB): uploads skip it.
      missing: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
};
