/**
 * The route pattern of the page a browser shows (`/career/[slug]` for `/career/senior-dev`), from
 * its path and Next's dynamic params: what the field data is counted by, so a slug or a token in
 * the address never leaves the page in a beacon. Runs in the browser; no imports.
 */
export function routePattern(
  pathname: string,
  params: Record<string, string | string[] | undefined> | null,
): string {
  const segments = pathname.split('/');
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    const first = findRun(segments, values);
    if (first === -1) continue;
    const placeholder = Array.isArray(value) ? `[...${name}]` : `[${name}]`;
    segments.splice(first, values.length, placeholder);
  }
  const pattern = segments.join('/');
  return pattern.length > 1 && pattern.endsWith('/') ? pattern.slice(0, -1) : pattern;
}

/** Where `values` stand side by side in `segments` (the last such place), or -1. */
function findRun(segments: string[], values: string[]): number {
  if (values.length === 0) return -1;
  for (let start = segments.length - values.length; start > 0; start--) {
    if (values.every((value, offset) => sameSegment(segments[start + offset], value))) return start;
  }
  return -1;
}

function sameSegment(segment: string | undefined, value: string): boolean {
  if (segment === undefined) return false;
  if (segment === value) return true;
  try {
    return decodeURIComponent(segment) === value;
  } catch {
    return false;
  }
}
