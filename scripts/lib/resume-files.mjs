// Small but real resume files for tests and benchmarks, built byte by byte (see resume-files.d.mts).
import { deflateRawSync } from 'node:zlib';

/**
 * Small but real resume files for tests: a PDF, a Word 97-2003 (OLE2) header and a DOCX zip
 * built by hand with the STORE method (no compression), as Word's own packages are laid out.
 */
/** A minimal, valid one-page PDF that says `text`. */
export function pdfFile(text = 'Jane Doe - Resume') {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function oleDirectoryEntry(name, type) {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = type;
  entry.writeUInt32LE(0xffffffff, 68); // no siblings
  entry.writeUInt32LE(0xffffffff, 72);
  entry.writeUInt32LE(0xffffffff, 76); // no child
  entry.writeUInt32LE(0xfffffffe, 116); // no data
  return entry;
}

/**
 * A minimal OLE2 compound file (512-byte sectors): the header, one FAT sector and as many
 * directory sectors as its entries need (four each), chained through the FAT: a root entry and
 * these streams or storages. A Word 97-2003 document has a `WordDocument` stream.
 */
export function oleFile(entries) {
  const directory = Buffer.concat([
    oleDirectoryEntry('Root Entry', 5),
    ...entries.map((entry) =>
      typeof entry === 'string'
        ? oleDirectoryEntry(entry, 2)
        : oleDirectoryEntry(entry.name, entry.type === 'storage' ? 1 : 2),
    ),
  ]);
  const directorySectors = Math.ceil(directory.length / 512);
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian byte order
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  header.fill(0xff, 76); // FAT sector slots: free...
  header.writeUInt32LE(0, 76); // ...but the first: sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is a FAT sector
  for (let sector = 1; sector <= directorySectors; sector += 1) {
    // each directory sector leads to the next; the last ends the chain
    fat.writeUInt32LE(sector < directorySectors ? sector + 1 : 0xfffffffe, sector * 4);
  }
  const sectors = Buffer.alloc(directorySectors * 512);
  directory.copy(sectors);
  return Buffer.concat([header, fat, sectors]);
}

/** A Word 97-2003 document's structure: an OLE2 file with the streams Word writes. */
export function docFile() {
  return oleFile(['1Table', 'WordDocument']);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data) {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A zip archive of these entries, stored without compression unless an entry says `deflate`.
 */
export function zipFile(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = typeof value === 'object' && !Buffer.isBuffer(value);
    const raw = deflated ? Buffer.from(value.deflate) : Buffer.from(value);
    const data = deflated ? deflateRawSync(raw, { level: 9 }) : raw;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(deflated ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflated ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

function contentTypes(main, extra = '') {
  return `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
}

const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const documentXml = (text) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** The smallest Word package Word itself opens: content types, relationships, one paragraph. */
export function docxFile(text = 'Jane Doe - Resume') {
  return zipFile({
    '[Content_Types].xml': contentTypes(WORD_MAIN),
    '_rels/.rels': PACKAGE_RELS,
    'word/document.xml': documentXml(text),
  });
}

/** A Word package as Word writes it, its XML deflated, with these parts added. */
export function deflatedDocxFile(extra = {}) {
  return zipFile({
    '[Content_Types].xml': { deflate: contentTypes(WORD_MAIN) },
    '_rels/.rels': { deflate: PACKAGE_RELS },
    'word/document.xml': { deflate: documentXml('Jane Doe - Resume '.repeat(200)) },
    ...extra,
  });
}

/** A VBA macro project as Word stores it (vbaProject.bin): an OLE2 file with a VBA storage. */
export function vbaProjectFile() {
  return oleFile([
    { name: 'VBA', type: 'storage' },
    'PROJECT',
    'PROJECTwm',
    { name: 'ThisDocument', type: 'stream' },
  ]);
}

/**
 * A macro-enabled Word document (.docm): the macro-enabled main part, the VBA project and the
 * relationship to it. Uploaded under a .docx name.
 */
export function docmFile(vbaPartName = 'word/vbaProject.bin') {
  const vbaType = `<Override PartName="/${vbaPartName}" ContentType="application/vnd.ms-office.vbaProject"/>`;
  return zipFile({
    '[Content_Types].xml': { deflate: contentTypes(WORD_MACRO_MAIN, vbaType) },
    '_rels/.rels': { deflate: PACKAGE_RELS },
    'word/document.xml': { deflate: documentXml('Enable content to see my resume') },
    'word/_rels/document.xml.rels': {
      deflate: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="${vbaPartName.replace('word/', '')}"/></Relationships>`,
    },
    [vbaPartName]: { deflate: vbaProjectFile() },
  });
}

/** A Word 97-2003 document with a VBA macro project (its Macros storage). */
export function docWithMacrosFile() {
  return oleFile([
    '1Table',
    'WordDocument',
    { name: 'Macros', type: 'storage' },
    { name: 'VBA', type: 'storage' },
    'PROJECT',
    'dir',
  ]);
}

/**
 * A zip bomb in a Word package: a real entry of `inflatedBytes` zeros, deflated to about a
 * thousandth of that.
 */
export function zipBombDocxFile(inflatedBytes) {
  return deflatedDocxFile({ 'word/media/image1.png': { deflate: Buffer.alloc(inflatedBytes) } });
}

/**
 * A Word package whose directory claims these sizes for entries of one byte each: what a bomb
 * too large to build here (3.7 GiB from 3.9 MB) shows a reader that does not inflate.
 */
export function docxClaimingFile(claims) {
  const zip = deflatedDocxFile(
    Object.fromEntries(Object.keys(claims).map((name) => [name, { deflate: 'x' }])),
  );
  const end = zip.length - 22;
  let at = zip.readUInt32LE(end + 16);
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const claim = claims[zip.toString('utf8', at + 46, at + 46 + nameLength)];
    if (claim !== undefined) zip.writeUInt32LE(claim, at + 24);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}

/** The start of a Linux executable. */
export function elfFile() {
  const file = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]).copy(file, 0);
  return file;
}

/** The start of a Windows executable. */
export function exeFile() {
  const file = Buffer.alloc(256);
  file.write('MZ', 0, 'latin1');
  file.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return file;
}

/** A file of exactly `size` bytes that sniffs as a PDF. */
export function pdfOfSize(size) {
  const file = Buffer.alloc(size, 0x20);
  const start = pdfFile();
  start.copy(file, 0, 0, Math.min(start.length, size));
  return file;
}
