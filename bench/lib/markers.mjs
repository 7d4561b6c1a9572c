// Unique markers carried in the message of every benchmark enquiry, and finding them again in a
// raw RFC 5322 message (as the SMTP sink receives it, or as the spool keeps it).
import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';

// `[bench:<run>:<phase>:<counter>:<random>]`: only characters that quoted-printable and HTML
// escaping leave alone, and closed by `]`, so a marker cut by a soft line break never matches.
const MARKER = /\[bench:[a-z0-9]+:[A-Z]:\d+:[0-9a-f]+\]/g;

/** A generator of unique markers for one run and phase. */
export function markerFactory(runId, phase) {
  let counter = 0;
  return () => `[bench:${runId}:${phase}:${++counter}:${randomBytes(4).toString('hex')}]`;
}

export function newRunId() {
  return Date.now().toString(36) + randomBytes(2).toString('hex');
}

/** The phase letter of a marker ('A', 'B', ...). */
export function markerPhase(marker) {
  return marker.split(':')[2];
}

function scan(text) {
  return [...new Set(text.match(MARKER) ?? [])];
}

/**
 * The markers in one raw message: a plain scan first (the text part is 7bit or quoted-printable
 * and short-lined, so the marker is there verbatim); if that finds nothing (e.g. a base64 body),
 * the message is parsed with mailparser and its decoded text and HTML are scanned.
 * @param {Buffer} raw
 * @returns {Promise<string[]>}
 */
export async function markersIn(raw) {
  const found = scan(raw.toString('latin1'));
  if (found.length > 0) return found;
  try {
    const parsed = await simpleParser(raw);
    return scan(`${parsed.subject ?? ''}\n${parsed.text ?? ''}\n${parsed.html || ''}`);
  } catch {
    return [];
  }
}
