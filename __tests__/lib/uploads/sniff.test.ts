import { sniffResume, zipEntryNames } from '@/lib/uploads/sniff';
import {
  docFile,
  docxFile,
  elfFile,
  exeFile,
  oleFile,
  pdfFile,
  zipFile,
} from '../../support/resume-files';

describe('sniffResume', () => {
  it('recognises a PDF by its %PDF- header', () => {
    expect(sniffResume(pdfFile())).toEqual({ extension: 'pdf', contentType: 'application/pdf' });
  });

  it('recognises a Word 97-2003 document: an OLE2 compound file with a WordDocument stream', () => {
    expect(sniffResume(docFile())).toEqual({
      extension: 'doc',
      contentType: 'application/msword',
    });
  });

  it('recognises a DOCX from its zip directory', () => {
    expect(sniffResume(docxFile())).toEqual({
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('accepts a DOCX whose zip has a trailing comment', () => {
    const docx = docxFile();
    const comment = Buffer.from('Created by a word processor');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);
    expect(sniffResume(withComment)?.extension).toBe('docx');
  });

  it('accepts a Uint8Array view into a larger buffer', () => {
    const padded = Buffer.concat([Buffer.from('junk'), pdfFile()]);
    expect(sniffResume(new Uint8Array(padded.buffer, padded.byteOffset + 4))?.extension).toBe(
      'pdf',
    );
  });

  describe('refuses', () => {
    it('an empty file', () => {
      expect(sniffResume(Buffer.alloc(0))).toBeNull();
    });

    it('a plain zip renamed .docx', () => {
      expect(sniffResume(zipFile({ 'photo.jpg': 'not a word document' }))).toBeNull();
    });

    it('a zip with [Content_Types].xml but no word/document.xml (a spreadsheet, say)', () => {
      const xlsx = zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
      expect(sniffResume(xlsx)).toBeNull();
    });

    it('an OLE2 file without a WordDocument stream (a spreadsheet or an installer)', () => {
      expect(sniffResume(oleFile(['Workbook']))).toBeNull();
      expect(sniffResume(oleFile([]))).toBeNull();
    });

    it('the OLE2 signature alone', () => {
      const header = docFile().subarray(0, 512);
      expect(sniffResume(header)).toBeNull();
    });

    it('an OLE2 file whose directory sector lies outside the file', () => {
      const doc = docFile();
      doc.writeUInt32LE(1000, 48);
      expect(sniffResume(doc)).toBeNull();
    });

    it('a Linux executable renamed .pdf', () => {
      expect(sniffResume(elfFile())).toBeNull();
    });

    it('a Windows executable renamed .pdf', () => {
      expect(sniffResume(exeFile())).toBeNull();
    });

    it('a text file', () => {
      expect(sniffResume(Buffer.from('My resume: I am great.\n'))).toBeNull();
    });

    it('a PDF signature that does not start the file', () => {
      expect(sniffResume(Buffer.from(' %PDF-1.4'))).toBeNull();
    });

    it('a truncated DOCX (the end of the zip missing)', () => {
      const docx = docxFile();
      expect(sniffResume(docx.subarray(0, docx.length - 10))).toBeNull();
    });

    it('a zip whose directory points outside the file', () => {
      const docx = docxFile();
      docx.writeUInt32LE(docx.length * 2, docx.length - 6);
      expect(sniffResume(docx)).toBeNull();
    });
  });
});

describe('zipEntryNames', () => {
  it('lists the central directory entries in order', () => {
    expect(zipEntryNames(zipFile({ 'a.txt': 'a', 'dir/b.xml': 'b' }))).toEqual([
      'a.txt',
      'dir/b.xml',
    ]);
  });

  it('returns null for something that is not a zip', () => {
    expect(zipEntryNames(pdfFile())).toBeNull();
    expect(zipEntryNames(Buffer.from('PK'))).toBeNull();
  });
});
