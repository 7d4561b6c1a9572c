import { judgeResume, MAX_INFLATED_BYTES } from '@/lib/uploads/sniff';
import { oleEntries } from '@/lib/uploads/ole-directory';
import { zipEntries } from '@/lib/uploads/zip-directory';
import {
  deflatedDocxFile,
  docFile,
  docmFile,
  docxClaimingFile,
  docWithMacrosFile,
  docxFile,
  elfFile,
  exeFile,
  oleFile,
  pdfFile,
  zipBombDocxFile,
  zipFile,
} from '../../support/resume-files';

const MiB = 1024 * 1024;
const PDF = { kind: { extension: 'pdf', contentType: 'application/pdf' } };
const DOC = { kind: { extension: 'doc', contentType: 'application/msword' } };
const DOCX = {
  kind: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};
const wrongType = { refusal: 'wrongType' };
const activeContent = { refusal: 'activeContent' };
const inflatesTooMuch = { refusal: 'inflatesTooMuch' };

describe('judgeResume', () => {
  it('recognises a PDF by its %PDF- header', () => {
    expect(judgeResume(pdfFile())).toEqual(PDF);
  });

  it('recognises a Word 97-2003 document: an OLE2 compound file with a WordDocument stream', () => {
    expect(judgeResume(docFile())).toEqual(DOC);
  });

  it('recognises a DOCX from its zip directory, stored or deflated as Word writes it', () => {
    expect(judgeResume(docxFile())).toEqual(DOCX);
    expect(judgeResume(deflatedDocxFile())).toEqual(DOCX);
  });

  it('accepts a DOCX whose zip has a trailing comment', () => {
    const docx = docxFile();
    const comment = Buffer.from('Created by a word processor');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);
    expect(judgeResume(withComment)).toEqual(DOCX);
  });

  it('accepts a Uint8Array view into a larger buffer', () => {
    const padded = Buffer.concat([Buffer.from('junk'), pdfFile()]);
    expect(judgeResume(new Uint8Array(padded.buffer, padded.byteOffset + 4))).toEqual(PDF);
  });

  it('accepts a DOCX with a large photo that does not compress, and with printer settings', () => {
    const photo = Buffer.alloc(4 * MiB);
    for (let at = 0; at < photo.length; at += 4) photo.writeUInt32LE((at * 2654435761) >>> 0, at);
    const docx = deflatedDocxFile({
      'word/media/image1.jpeg': { deflate: photo },
      'word/printerSettings/printerSettings1.bin': Buffer.alloc(512, 1),
    });
    expect(judgeResume(docx)).toEqual(DOCX);
  });

  it('accepts a long table of Word XML, which compresses about 18 times', () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, row) =>
        `<w:tr w:rsidR="00${1_000_000 + ((row * 7919) % 999_999)}"><w:tc><w:tcPr><w:tcW w:w="4675" w:type="dxa"/></w:tcPr><w:p><w:r><w:t>Project ${row}: delivered module ${(row * 31) % 97} on time</w:t></w:r></w:p></w:tc></w:tr>`,
    );
    const docx = deflatedDocxFile({ 'word/glossary/document.xml': { deflate: rows.join('') } });
    expect(judgeResume(docx)).toEqual(DOCX);
  });

  describe('refuses as the wrong type', () => {
    it('an empty file', () => {
      expect(judgeResume(Buffer.alloc(0))).toEqual(wrongType);
    });

    it('a plain zip renamed .docx', () => {
      expect(judgeResume(zipFile({ 'photo.jpg': 'not a word document' }))).toEqual(wrongType);
    });

    it('a zip with [Content_Types].xml but no word/document.xml (a spreadsheet, say)', () => {
      const xlsx = zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
      expect(judgeResume(xlsx)).toEqual(wrongType);
    });

    it('an OLE2 file without a WordDocument stream (a spreadsheet or an installer)', () => {
      expect(judgeResume(oleFile(['Workbook']))).toEqual(wrongType);
      expect(judgeResume(oleFile([]))).toEqual(wrongType);
      expect(judgeResume(oleFile([{ name: 'WordDocument', type: 'storage' }]))).toEqual(wrongType);
    });

    it('the OLE2 signature alone', () => {
      expect(judgeResume(docFile().subarray(0, 512))).toEqual(wrongType);
    });

    it('an OLE2 file whose directory sector lies outside the file', () => {
      const doc = docFile();
      doc.writeUInt32LE(1000, 48);
      expect(judgeResume(doc)).toEqual(wrongType);
    });

    it.each([
      ['a Linux executable', elfFile()],
      ['a Windows executable', exeFile()],
      ['a text file', Buffer.from('My resume: I am great.\n')],
      ['a PDF signature that does not start the file', Buffer.from(' %PDF-1.4')],
    ])('%s renamed .pdf', (_name, file) => {
      expect(judgeResume(file)).toEqual(wrongType);
    });

    it('a truncated DOCX (the end of the zip missing)', () => {
      const docx = docxFile();
      expect(judgeResume(docx.subarray(0, docx.length - 10))).toEqual(wrongType);
    });

    it('a zip whose directory points outside the file', () => {
      const docx = docxFile();
      docx.writeUInt32LE(docx.length * 2, docx.length - 6);
      expect(judgeResume(docx)).toEqual(wrongType);
    });
  });

  describe('refuses macros and embedded programs', () => {
    it('a macro-enabled Word document (.docm) uploaded as .docx', () => {
      expect(judgeResume(docmFile())).toEqual(activeContent);
    });

    it('a .docm whose VBA project has another .bin name', () => {
      expect(judgeResume(docmFile('word/styles2.bin'))).toEqual(activeContent);
    });

    it('a DOCX with an embedded OLE object or an ActiveX control', () => {
      const object = deflatedDocxFile({ 'word/embeddings/oleObject1.bin': docFile() });
      const activeX = deflatedDocxFile({ 'word/activeX/activeX1.bin': Buffer.alloc(64, 1) });
      expect(judgeResume(object)).toEqual(activeContent);
      expect(judgeResume(activeX)).toEqual(activeContent);
    });

    it('a Word 97-2003 document with a VBA macro project', () => {
      expect(judgeResume(docWithMacrosFile())).toEqual(activeContent);
    });

    it.each(['\u0001Ole10Native', 'Equation Native', '\u0003ObjInfo', '_VBA_PROJECT_CUR'])(
      'a Word 97-2003 document with a %j entry',
      (name) => {
        expect(judgeResume(oleFile(['1Table', 'WordDocument', name]))).toEqual(activeContent);
      },
    );
  });

  describe('refuses a DOCX that inflates to far more than a resume (without inflating it)', () => {
    it('a real zip bomb: 60 MB of zeros in a file of about 60 KB', () => {
      const bomb = zipBombDocxFile(60 * 1000 * 1000);
      expect(bomb.length).toBeLessThan(100 * 1024);
      expect(judgeResume(bomb)).toEqual(inflatesTooMuch);
    });

    it('a smaller bomb under the total: 20 MB of zeros, a thousand times its compressed size', () => {
      expect(judgeResume(zipBombDocxFile(20 * 1000 * 1000))).toEqual(inflatesTooMuch);
    });

    it('a directory that claims 3.7 GiB for one entry', () => {
      const claim = { 'word/huge.xml': Math.floor(3.7 * 1024 ** 3) };
      expect(judgeResume(docxClaimingFile(claim))).toEqual(inflatesTooMuch);
    });

    it('entries of at most 1 MiB each that together claim more than 50 MiB', () => {
      const parts = (count: number) =>
        Object.fromEntries(
          Array.from({ length: count }, (_, index) => [`word/part${index}.xml`, MiB]),
        );
      // The package's own three parts add a little, so 49 MiB of claims stay within the total.
      expect(MAX_INFLATED_BYTES).toBe(50 * MiB);
      expect(judgeResume(docxClaimingFile(parts(49)))).toEqual(DOCX);
      expect(judgeResume(docxClaimingFile(parts(50)))).toEqual(inflatesTooMuch);
    });
  });
});

describe('zipEntries', () => {
  it('lists the central directory entries in order, with their sizes and methods', () => {
    const zip = zipFile({ 'a.txt': 'a', 'dir/b.xml': { deflate: 'b'.repeat(1000) } });
    expect(zipEntries(zip)).toEqual([
      { name: 'a.txt', method: 0, compressedSize: 1, uncompressedSize: 1 },
      { name: 'dir/b.xml', method: 8, compressedSize: expect.any(Number), uncompressedSize: 1000 },
    ]);
  });

  it('returns null for something that is not a zip', () => {
    expect(zipEntries(pdfFile())).toBeNull();
    expect(zipEntries(Buffer.from('PK'))).toBeNull();
  });

  it('returns null when two entries share their bytes (an overlapping zip bomb)', () => {
    const zip = zipFile({ 'a.xml': 'same bytes', 'b.xml': 'more bytes' });
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    const second = directory + 46 + 'a.xml'.length;
    zip.writeUInt32LE(0, second + 42); // b.xml's local header offset -> a.xml's
    expect(zipEntries(zip)).toBeNull();
  });

  it('returns null when an entry claims more compressed bytes than the file holds', () => {
    const zip = zipFile({ 'a.xml': 'short' });
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    zip.writeUInt32LE(10_000, directory + 20);
    expect(zipEntries(zip)).toBeNull();
  });

  it('returns null for a zip that spans several disks', () => {
    const zip = docxFile();
    zip.writeUInt16LE(1, zip.length - 22 + 4);
    expect(zipEntries(zip)).toBeNull();
  });
});

describe('oleEntries', () => {
  it('lists the storages and streams of every directory sector in the chain', () => {
    const names = oleEntries(docWithMacrosFile())?.map((entry) => `${entry.type}:${entry.name}`);
    expect(names).toEqual([
      'root:Root Entry',
      'stream:1Table',
      'stream:WordDocument',
      'storage:Macros',
      'storage:VBA',
      'stream:PROJECT',
      'stream:dir',
    ]);
  });

  it('returns null for a header with an impossible sector size', () => {
    const doc = docFile();
    doc.writeUInt16LE(7, 30);
    expect(oleEntries(doc)).toBeNull();
  });
});
