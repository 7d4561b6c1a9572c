/**
 * Judges an uploaded resume by its content, never by its name or declared type: a PDF, a Word
 * 97-2003 document (an OLE2 compound file with a WordDocument stream) or a Word package (DOCX),
 * without macros or embedded programs, and, for a DOCX, without entries that would inflate to
 * far more than a resume. Only the directories are read (OLE2 by cfb, the zip's by yauzl);
 * nothing is ever inflated or run.
 */
import CFB from 'cfb';
import yauzl from 'yauzl';

type OleEntry = { name: string; type: number };
type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

export type ResumeKind = {
  extension: 'pdf' | 'doc' | 'docx';
  contentType: string;
};

/** Why a file is refused, each with its own message for the applicant (resumeMessages). */
export type ResumeRefusal = 'wrongType' | 'activeContent' | 'inflatesTooMuch';
export type ResumeVerdict = { kind: ResumeKind } | { refusal: ResumeRefusal };

const PDF: ResumeKind = { extension: 'pdf', contentType: 'application/pdf' };
const DOC: ResumeKind = { extension: 'doc', contentType: 'application/msword' };
const DOCX: ResumeKind = {
  extension: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const REQUIRED_DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml'];
/** CFB's directory entry types. */
const OLE_STREAM = 2;
/** A Word package has a few dozen entries; thousands would only be someone probing us. */
const MAX_ZIP_ENTRIES = 4096;

/** All of a DOCX's entries together may claim at most this much once inflated. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/**
 * An entry larger than MIN_RATIO_CHECKED_BYTES once inflated may be at most MAX_RATIO times its
 * compressed size: Word's XML compresses about 5 to 20 times, a zip bomb about a thousand times.
 */
export const MAX_RATIO = 100;
const MIN_RATIO_CHECKED_BYTES = 1024 * 1024;

/**
 * In a Word package, binary parts (.bin) are VBA macro projects, ActiveX controls and embedded
 * OLE objects, all of which can carry code; a VBA project can take any .bin name. The one
 * harmless kind, printer settings, is allowed.
 */
const DOCX_ACTIVE_PART = /\.bin$|(^|\/)vbaData\.xml$/i;
const DOCX_HARMLESS_BINARY = /(^|\/)printerSettings\/[^/]+\.bin$/i;

/**
 * In a Word 97-2003 file: the storages of a VBA macro project, and the streams Word writes for an
 * embedded object (ObjInfo), a packaged file (Ole10Native) or an Equation Editor object.
 */
const OLE_ACTIVE_NAMES = new Set(
  [
    'Macros',
    'VBA',
    '_VBA_PROJECT_CUR',
    '\u0003ObjInfo',
    '\u0001Ole10Native',
    'Equation Native',
  ].map((name) => name.toLowerCase()),
);

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/** The storages and streams an OLE2 file's directory names, or null when it cannot be read. */
function oleEntries(bytes: Buffer): OleEntry[] | null {
  try {
    return CFB.read(bytes, { type: 'buffer' }).FileIndex;
  } catch {
    return null;
  }
}

/**
 * A zip's central directory, or null when it is not a sound, plain zip (yauzl refuses a bad
 * signature or comment, several disks, unsafe names) or an entry's bytes would lie past its end.
 */
function zipEntries(bytes: Buffer): Promise<ZipEntry[] | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || zip.entryCount > MAX_ZIP_ENTRIES) return resolve(null);
      const entries: ZipEntry[] = [];
      zip.on('error', () => resolve(null));
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.relativeOffsetOfLocalHeader + entry.compressedSize > bytes.length) {
          return resolve(null);
        }
        const { fileName: name, compressedSize, uncompressedSize } = entry;
        entries.push({ name, compressedSize, uncompressedSize });
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

function judgeDoc(entries: OleEntry[] | null): ResumeVerdict {
  const isWord = entries?.some(
    (entry) => entry.type === OLE_STREAM && entry.name === 'WordDocument',
  );
  if (!entries || !isWord) return { refusal: 'wrongType' };
  if (entries.some((entry) => OLE_ACTIVE_NAMES.has(entry.name.toLowerCase()))) {
    return { refusal: 'activeContent' };
  }
  return { kind: DOC };
}

function inflatesTooMuch(entries: ZipEntry[]): boolean {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  return (
    total > MAX_INFLATED_BYTES ||
    entries.some(
      (entry) =>
        entry.uncompressedSize > MIN_RATIO_CHECKED_BYTES &&
        entry.uncompressedSize > MAX_RATIO * entry.compressedSize,
    )
  );
}

function judgeDocx(entries: ZipEntry[] | null): ResumeVerdict {
  const names = entries?.map((entry) => entry.name) ?? [];
  if (!entries || !REQUIRED_DOCX_ENTRIES.every((name) => names.includes(name))) {
    return { refusal: 'wrongType' };
  }
  if (inflatesTooMuch(entries)) return { refusal: 'inflatesTooMuch' };
  const active = names.some(
    (name) => DOCX_ACTIVE_PART.test(name) && !DOCX_HARMLESS_BINARY.test(name),
  );
  return active ? { refusal: 'activeContent' } : { kind: DOCX };
}

/** What the resume really is, or why it is refused (an empty file is the wrong type too). */
export async function judgeResume(content: Uint8Array): Promise<ResumeVerdict> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (startsWith(bytes, PDF_MAGIC)) return { kind: PDF };
  if (startsWith(bytes, OLE2_MAGIC)) return judgeDoc(oleEntries(bytes));
  return judgeDocx(await zipEntries(bytes));
}
