/**
 * Invisible format characters: the bidirectional controls (a U+202E in a name reverses the rest
 * of a subject line in a mail client), zero-width spaces, the byte-order mark, tags... All of
 * Unicode's format category but the zero-width joiner and non-joiner, which shape Indic and
 * Persian names and emoji.
 */
const INVISIBLE_FORMAT = /(?![\u200c\u200d])\p{Cf}/gu;

/**
 * A one-line header value: control characters collapsed to spaces, invisible format characters
 * removed, length bounded.
 */
export function headerText(value: string, max = 200): string {
  const clean = value
    .replace(INVISIBLE_FORMAT, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
