/**
 * The text of a stored message as a reader would see it, to look for an address in: the raw bytes,
 * then every base64 or quoted-printable body (attachments included) and every RFC 2047 encoded
 * word of the headers, decoded. Deliberately small (no dependency): it needs only to find a
 * string, not to render anything.
 */
export function searchableText(raw: Buffer): string {
  const text = raw.toString('latin1');
  const found = [raw.toString('utf8')];
  for (const match of text.matchAll(/=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g)) {
    const [, , encoding = '', word = ''] = match;
    found.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
  }
  // Each MIME part (or the whole message): its headers, a blank line, its body.
  for (const part of text.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index);
    const body = part.slice(split.index + split[0].length);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') {
      const decoded = Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
      found.push(decoded.toString('utf8'), decoded.toString('latin1'));
    } else if (encoding === 'quoted-printable') {
      found.push(decodeQuotedPrintable(body));
    }
  }
  return found.join('\n');
}

export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  for (let index = 0; index < source.length; index += 1) {
    const byte = source[index]!;
    const hex = source.subarray(index + 1, index + 3).toString('latin1');
    if (byte === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(byte);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Whether `content` holds `address`, in any letter case, raw or (for a message) decoded. */
export function mentions(content: Buffer | string, address: string, asMessage = false): boolean {
  const wanted = address.trim().toLowerCase();
  const text =
    typeof content === 'string'
      ? content
      : asMessage
        ? searchableText(content)
        : `${content.toString('utf8')}\n${content.toString('latin1')}`;
  return text.toLowerCase().includes(wanted);
}
