import { aliasRedirects } from '@/content/pages';
import type { Route } from '@/content/types';

type Alias = { source: Route; destination: Route };

/** A trailing `/:name*` in an alias source stands for any number of further segments, even none. */
const ANY_REST = /\/:\w+\*$/;

function aliasMatches(source: Route, pathname: string): boolean {
  if (!ANY_REST.test(source)) return source === pathname;
  const base = source.replace(ANY_REST, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Where a page request for `pathname` is permanently redirected, or null when it is answered
 * where it is: a trailing slash goes, and an old alias path goes to its canonical route
 * (the first alias that matches), both in one step.
 */
export function redirectTarget(
  pathname: string,
  aliases: readonly Alias[] = aliasRedirects,
): string | null {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const target =
    aliases.find((alias) => aliasMatches(alias.source, trimmed))?.destination ?? trimmed;
  return target === pathname ? null : target;
}
