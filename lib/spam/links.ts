/**
 * The link signals of spam scoring: links where a person writes their name, a message that is
 * mostly links or has many, and links through URL shorteners (which hide where they lead). Only
 * links with a scheme or `www.` count, and bare links of the shorteners: a bare 'ASP.NET' or
 * 'Node.js' in an enquiry to a software company is a technology, not a link.
 */
export const URL_SHORTENERS: ReadonlySet<string> = new Set([
  'bit.ly',
  'bitly.com',
  'buff.ly',
  'cutt.ly',
  'goo.gl',
  'is.gd',
  'lnkd.in',
  'ow.ly',
  'rb.gy',
  'rebrand.ly',
  's.id',
  'shorturl.at',
  't.co',
  't.ly',
  'tiny.cc',
  'tinyurl.com',
  'v.gd',
]);

/** As many links as this in a message make it a list of links rather than a message. */
export const MANY_LINKS = 3;
/** A message whose visible characters are this much links is an advertisement. */
export const MOSTLY_LINKS = 0.5;

const shortenerHosts = [...URL_SHORTENERS].map((host) => host.replace(/\./g, '\\.')).join('|');
const LINK = new RegExp(
  `(?:https?://|www\\.)[^\\s<>"']+|(?<![\\w.@-])(?:${shortenerHosts})/[^\\s<>"']+`,
  'giu',
);

export type LinkSignal =
  | { signal: 'link-in-name' }
  | { signal: 'many-links'; count: number }
  | { signal: 'mostly-links'; share: number }
  | { signal: 'url-shortener'; host: string };

export function findLinks(text: string): string[] {
  return text.match(LINK) ?? [];
}

function hostOf(link: string): string {
  const withScheme = /^https?:\/\//i.test(link) ? link : `https://${link}`;
  return (URL.parse(withScheme)?.hostname ?? '').replace(/^www\./, '').toLowerCase();
}

/**
 * The link signals of a submission: `names` are its one-line fields about the sender (name,
 * company, location), where a link never belongs; `texts` what they wrote (subject, message).
 */
export function linkSignals(names: readonly string[], texts: readonly string[]): LinkSignal[] {
  const signals: LinkSignal[] = [];
  if (names.some((name) => findLinks(name).length > 0)) signals.push({ signal: 'link-in-name' });
  const text = texts.join('\n');
  const links = findLinks(text);
  if (links.length >= MANY_LINKS) signals.push({ signal: 'many-links', count: links.length });
  const visible = text.replace(/\s+/g, '').length;
  const linked = links.join('').length;
  if (links.length > 0 && linked / visible >= MOSTLY_LINKS) {
    signals.push({ signal: 'mostly-links', share: Math.round((linked / visible) * 100) / 100 });
  }
  const shortener = [...names, text]
    .flatMap(findLinks)
    .map(hostOf)
    .find((host) => URL_SHORTENERS.has(host));
  if (shortener) signals.push({ signal: 'url-shortener', host: shortener });
  return signals;
}
