import { judgeResume, MAX_INFLATED_BYTES } from '@/lib/uploads/sniff';
import {
  deflatedDocxFile,
  docFile,
  docmFile,
  docWithMacrosFile,
  docxClaimingFile,
  docxFile,
  elfFile,
  exeFile,
  oleFile,
  pdfFile,
  zipBombDocxFile,
  zipFile,
} from '../../../scripts/lib/resume-files.mjs';

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
  it('recognises a PDF by its %PDF- header', async () => {
    expect(await judgeResume(pdfFile())).toEqual(PDF);
  });

  it('recognises a Word 97-2003 document: an OLE2 compound file with a WordDocument stream', async () => {
    expect(await judgeResume(docFile())).toEqual(DOC);
  });

  it('recognises a DOCX from its zip directory, stored or deflated as Word writes it', async () => {
    expect(await judgeResume(docxFile())).toEqual(DOCX);
    expect(await judgeResume(deflatedDocxFile())).toEqual(DOCX);
  });

  it('accepts a DOCX whose zip has a trailing comment', async () => {
    const docx = docxFile();
    const comment = Buffer.from('Created by a word processor');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);
    expect(await judgeResume(withComment)).toEqual(DOCX);
  });

  it('accepts a Uint8Array view into a larger buffer', async () => {
    const padded = Buffer.concat([Buffer.from('junk'), pdfFile()]);
    expect(await judgeResume(new Uint8Array(padded.buffer, padded.byteOffset + 4))).toEqual(PDF);
  });

  it('accepts a DOCX with a large photo that does not compress, and with printer settings', async () => {
    const photo = Buffer.alloc(4 * MiB);
    for (let at = 0; at < photo.length; at += 4) photo.writeUInt32LE((at * 2654435761) >>> 0, at);
    const docx = deflatedDocxFile({
      'word/media/image1.jpeg': { deflate: photo },
      'word/printerSettings/printerSettings1.bin': Buffer.alloc(512, 1),
    });
    expect(await judgeResume(docx)).toEqual(DOCX);
  });

  it('accepts a long table of Word XML, which compresses about 18 times', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, row) =>
        `<w:tr w:rsidR="00${1_000_000 + ((row * 7919) % 999_999)}"><w:tc><w:tcPr><w:tcW w:w="4675" w:type="dxa"/></w:tcPr><w:p><w:r><w:t>Project ${row}: delivered module ${(row * 31) % 97} on time</w:t></w:r></w:p></w:tc></w:tr>`,
    );
    const docx = deflatedDocxFile({ 'word/glossary/document.xml': { deflate: rows.join('') } });
    expect(await judgeResume(docx)).toEqual(DOCX);
  });

  describe('refuses as the wrong type', () => {
    it('an empty file', async () => {
      expect(await judgeResume(Buffer.alloc(0))).toEqual(wrongType);
    });

    it('a plain zip renamed .docx', async () => {
      expect(await judgeResume(zipFile({ 'photo.jpg': 'not a word document' }))).toEqual(wrongType);
    });

    it('a zip with [Content_Types].xml but no word/document.xml (a spreadsheet, say)', async () => {
      const xlsx = zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
      expect(await judgeResume(xlsx)).toEqual(wrongType);
    });

    it('an OLE2 file without a WordDocument stream (a spreadsheet or an installer)', async () => {
      expect(await judgeResume(oleFile(['Workbook']))).toEqual(wrongType);
      expect(await judgeResume(oleFile([]))).toEqual(wrongType);
      expect(await judgeResume(oleFile([{ name: 'WordDocument', type: 'storage' }]))).toEqual(
        wrongType,
      );
    });

    it('the OLE2 signature alone', async () => {
      expect(await judgeResume(docFile().subarray(0, 512))).toEqual(wrongType);
    });

    it('an OLE2 file whose directory sector lies outside the file', async () => {
      const doc = docFile();
      doc.writeUInt32LE(1000, 48);
      expect(await judgeResume(doc)).toEqual(wrongType);
    });

    it.each([
      ['a Linux executable', elfFile()],
      ['a Windows executable', exeFile()],
      ['a text file', Buffer.from('My resume: I am great.\n')],
      ['a PDF signature that does not start the file', Buffer.from(' %PDF-1.4')],
    ])('%s renamed .pdf', async (_name, file) => {
      expect(await judgeResume(file)).toEqual(wrongType);
    });

    it('a truncated DOCX (the end of the zip missing)', async () => {
      const docx = docxFile();
      expect(await judgeResume(docx.subarray(0, docx.length - 10))).toEqual(wrongType);
    });

    it('a zip whose directory points outside the file', async () => {
      const docx = docxFile();
      docx.writeUInt32LE(docx.length * 2, docx.length - 6);
      expect(await judgeResume(docx)).toEqual(wrongType);
    });
  });

  describe('refuses macros and embedded programs', () => {
    it('a macro-enabled Word document (.docm) uploaded as .docx', async () => {
      expect(await judgeResume(docmFile())).toEqual(activeContent);
    });

    it('a .docm whose VBA project has another .bin name', async () => {
      expect(await judgeResume(docmFile('word/styles2.bin'))).toEqual(activeContent);
    });

    it('a DOCX with an embedded OLE object or an ActiveX control', async () => {
      const object = deflatedDocxFile({ 'word/embeddings/oleObject1.bin': docFile() });
      const activeX = deflatedDocxFile({ 'word/activeX/activeX1.bin': Buffer.alloc(64, 1) });
      expect(await judgeResume(object)).toEqual(activeContent);
      expect(await judgeResume(activeX)).toEqual(activeContent);
    });

    it('a Word 97-2003 document with a VBA macro project', async () => {
      expect(await judgeResume(docWithMacrosFile())).toEqual(activeContent);
    });

    it.each(['\u0001Ole10Native', 'Equation Native', '\u0003ObjInfo', '_VBA_PROJECT_CUR'])(
      'a Word 97-2003 document with a %j entry',
      async (name) => {
        expect(await judgeResume(oleFile(['1Table', 'WordDocument', name]))).toEqual(activeContent);
      },
    );
  });

  describe('refuses a DOCX that inflates to far more than a resume (without inflating it)', () => {
    it('a real zip bomb: 60 MB of zeros in a file of about 60 KB', async () => {
      const bomb = zipBombDocxFile(60 * 1000 * 1000);
      expect(bomb.length).toBeLessThan(100 * 1024);
      expect(await judgeResume(bomb)).toEqual(inflatesTooMuch);
    });

    it('a smaller bomb under the total: 20 MB of zeros, a thousand times its compressed size', async () => {
      expect(await judgeResume(zipBombDocxFile(20 * 1000 * 1000))).toEqual(inflatesTooMuch);
    });

    it('a directory that claims 3.7 GiB for one entry', async () => {
      const claim = { 'word/huge.xml': Math.floor(3.7 * 1024 ** 3) };
      expect(await judgeResume(docxClaimingFile(claim))).toEqual(inflatesTooMuch);
    });

    it('entries of at most 1 MiB each that together claim more than 50 MiB', async () => {
      const parts = (count: number) =>
        Object.fromEntries(
          Array.from({ length: count }, (_, index) => [`word/part${index}.xml`, MiB]),
        );
      // The package's own three parts add a little, so 49 MiB of claims stay within the total.
      expect(MAX_INFLATED_BYTES).toBe(50 * MiB);
      expect(await judgeResume(docxClaimingFile(parts(49)))).toEqual(DOCX);
      expect(await judgeResume(docxClaimingFile(parts(50)))).toEqual(inflatesTooMuch);
    });
  });
});

describe('judgeResume on an unsound directory', () => {
  it('refuses a zip whose entry claims more compressed bytes than the file holds', async () => {
    const docx = docxFile();
    const directory = docx.readUInt32LE(docx.length - 22 + 16);
    docx.writeUInt32LE(10_000, directory + 20);
    expect(await judgeResume(docx)).toEqual(wrongType);
  });

  it('refuses a zip that spans several disks', async () => {
    const zip = docxFile();
    zip.writeUInt16LE(1, zip.length - 22 + 4);
    expect(await judgeResume(zip)).toEqual(wrongType);
  });

  it('refuses an OLE2 header with an impossible sector size', async () => {
    const doc = docFile();
    doc.writeUInt16LE(7, 30);
    expect(await judgeResume(doc)).toEqual(wrongType);
  });
});
