/**
 * Judges an uploaded resume by its content, never by its name or declared type: a PDF, a Word
 * 97-2003 document (an OLE2 compound file with a WordDocument stream) or a Word package (DOCX). A
 * DOCX is judged from the zip's central directory alone, so nothing is ever inflated.
 */

export type ResumeKind = {
  extension: 'pdf' | 'doc' | 'docx';
  contentType: string;
};

const PDF: ResumeKind = { extension: 'pdf', contentType: 'application/pdf' };
const DOC: ResumeKind = { extension: 'doc', contentType: 'application/msword' };
const DOCX: ResumeKind = {
  extension: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
/** A Word package has a few dozen entries; thousands would only be someone probing us. */
const MAX_ZIP_ENTRIES = 4096;

const REQUIRED_DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml'];

const OLE_HEADER_SIZE = 512;
const OLE_DIRECTORY_ENTRY_SIZE = 128;
const OLE_HEADER_FAT_SLOTS = 109;
/** Sector numbers from here up are markers (free, end of chain, FAT sector...), not sectors. */
const OLE_MAX_SECTOR = 0xfffffffa;
const OLE_STREAM = 2;
const WORD_STREAM = 'WordDocument';

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

function findEndOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  for (let at = bytes.length - END_OF_DIRECTORY_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) !== ZIP_END_OF_DIRECTORY) continue;
    // The record must end exactly where its comment does, or this is a stray signature.
    if (at + END_OF_DIRECTORY_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return -1;
}

/** The entry names of a zip's central directory, or null when it is not a sound, plain zip. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < END_OF_DIRECTORY_SIZE || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) {
    return null;
  }
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF mean ZIP64, which no resume needs.
  if (entries === 0 || entries === 0xffff || entries > MAX_ZIP_ENTRIES) return null;
  if (directoryOffset + directorySize > end) return null;

  const names: string[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (at + CENTRAL_HEADER_SIZE > end || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) {
      return null;
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    if (nameStart + nameLength > end) return null;
    names.push(bytes.toString('utf8', nameStart, nameStart + nameLength));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * Whether an OLE2 compound file holds a `WordDocument` stream, which sets a Word document apart
 * from the other files of that format (spreadsheets, installers...). Walks the directory's sector
 * chain through the FAT; a 5 MiB file never needs more FAT sectors than the header lists.
 */
export function oleHasWordDocument(bytes: Buffer): boolean {
  if (bytes.length < OLE_HEADER_SIZE) return false;
  const shift = bytes.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  // The header takes the whole first sector (512 bytes used), so sector n follows at n + 1.
  const sectorStart = (sector: number) => (sector + 1) * sectorSize;
  const fatSectors: number[] = [];
  for (let slot = 0; slot < OLE_HEADER_FAT_SLOTS; slot += 1) {
    const sector = bytes.readUInt32LE(76 + slot * 4);
    if (sector >= OLE_MAX_SECTOR) break;
    fatSectors.push(sector);
  }
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined) return OLE_MAX_SECTOR;
    const at = sectorStart(fatSector) + (sector % entriesPerFatSector) * 4;
    return at + 4 <= bytes.length ? bytes.readUInt32LE(at) : OLE_MAX_SECTOR;
  };

  let sector = bytes.readUInt32LE(48);
  const maxHops = Math.ceil(bytes.length / sectorSize);
  for (let hops = 0; sector < OLE_MAX_SECTOR && hops < maxHops; hops += 1) {
    const start = sectorStart(sector);
    if (start + sectorSize > bytes.length) return false;
    for (let entry = start; entry < start + sectorSize; entry += OLE_DIRECTORY_ENTRY_SIZE) {
      const nameBytes = bytes.readUInt16LE(entry + 64);
      if (bytes[entry + 66] !== OLE_STREAM || nameBytes !== (WORD_STREAM.length + 1) * 2) continue;
      if (bytes.toString('utf16le', entry, entry + WORD_STREAM.length * 2) === WORD_STREAM) {
        return true;
      }
    }
    sector = nextSector(sector);
  }
  return false;
}

/** What the resume really is, or null when it is none of PDF, DOC or DOCX (or empty). */
export function sniffResume(content: Uint8Array): ResumeKind | null {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (startsWith(bytes, PDF_MAGIC)) return PDF;
  if (startsWith(bytes, OLE2_MAGIC)) return oleHasWordDocument(bytes) ? DOC : null;
  const names = zipEntryNames(bytes);
  if (names && REQUIRED_DOCX_ENTRIES.every((name) => names.includes(name))) return DOCX;
  return null;
}
