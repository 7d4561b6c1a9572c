/**
 * A zip's central directory, read without inflating anything: what a Word package holds and how
 * large its entries claim to be, for judging an uploaded DOCX (lib/uploads/sniff.ts).
 */

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Sizes and offsets of this value mean ZIP64, which no resume needs. */
const ZIP64_MARKER = 0xffffffff;
/** A Word package has a few dozen entries; thousands would only be someone probing us. */
const MAX_ENTRIES = 4096;

function findEndOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_OF_DIRECTORY_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_OF_DIRECTORY_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    // The record must end exactly where its comment does, or this is a stray signature.
    if (at + END_OF_DIRECTORY_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return -1;
}

/** Where an entry's data starts and ends, from its local header, or null when it is unsound. */
function dataRange(bytes: Buffer, offset: number, compressedSize: number, limit: number) {
  if (offset + LOCAL_HEADER_SIZE > limit || bytes.readUInt32LE(offset) !== LOCAL_HEADER) {
    return null;
  }
  const start =
    offset + LOCAL_HEADER_SIZE + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  const end = start + compressedSize;
  return end <= limit ? { start: offset, end } : null;
}

/**
 * The entries of a zip's central directory, in order, or null when it is not a sound, plain zip:
 * one disk, no ZIP64, every entry's local header and data inside the file before the directory,
 * and no two entries sharing bytes (the trick of the overlapping zip bombs).
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < END_OF_DIRECTORY_SIZE || bytes.readUInt32LE(0) !== LOCAL_HEADER) return null;
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const onThisDisk = bytes.readUInt16LE(end + 8);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  const singleDisk = bytes.readUInt16LE(end + 4) === 0 && bytes.readUInt16LE(end + 6) === 0;
  if (!singleDisk || onThisDisk !== count || count === 0 || count > MAX_ENTRIES) return null;
  if (directoryOffset + directorySize > end) return null;

  const entries: ZipEntry[] = [];
  const ranges: { start: number; end: number }[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_HEADER_SIZE > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + CENTRAL_HEADER_SIZE + nameLength;
    const localOffset = bytes.readUInt32LE(at + 42);
    if ([compressedSize, uncompressedSize, localOffset].includes(ZIP64_MARKER)) return null;
    if (next > end) return null;
    const range = dataRange(bytes, localOffset, compressedSize, directoryOffset);
    if (!range) return null;
    ranges.push(range);
    entries.push({
      name: bytes.toString('utf8', at + CENTRAL_HEADER_SIZE, next),
      method: bytes.readUInt16LE(at + 10),
      compressedSize,
      uncompressedSize,
    });
    at = next + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  ranges.sort((a, b) => a.start - b.start);
  if (ranges.some((range, index) => index > 0 && range.start < ranges[index - 1]!.end)) return null;
  return entries;
}
