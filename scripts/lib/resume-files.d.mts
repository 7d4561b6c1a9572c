/**
 * Small but real resume files for tests: a PDF, a Word 97-2003 (OLE2) header and a DOCX zip
 * built by hand with the STORE method (no compression), as Word's own packages are laid out.
 */
/** A minimal, valid one-page PDF that says `text`. */
export declare function pdfFile(text?: string): Buffer;
export type OleEntrySpec =
  | string
  | {
      name: string;
      type: 'storage' | 'stream';
    };
/**
 * A minimal OLE2 compound file (512-byte sectors): the header, one FAT sector and as many
 * directory sectors as its entries need (four each), chained through the FAT: a root entry and
 * these streams or storages. A Word 97-2003 document has a `WordDocument` stream.
 */
export declare function oleFile(entries: readonly OleEntrySpec[]): Buffer;
/** A Word 97-2003 document's structure: an OLE2 file with the streams Word writes. */
export declare function docFile(): Buffer;
/** An entry's content compressed with DEFLATE, as Word stores its XML. */
export type Deflated = {
  deflate: string | Buffer;
};
/**
 * A zip archive of these entries, stored without compression unless an entry says `deflate`.
 */
export declare function zipFile(entries: Record<string, string | Buffer | Deflated>): Buffer;
/** The smallest Word package Word itself opens: content types, relationships, one paragraph. */
export declare function docxFile(text?: string): Buffer;
/** A Word package as Word writes it, its XML deflated, with these parts added. */
export declare function deflatedDocxFile(
  extra?: Record<string, string | Buffer | Deflated>,
): Buffer;
/** A VBA macro project as Word stores it (vbaProject.bin): an OLE2 file with a VBA storage. */
export declare function vbaProjectFile(): Buffer;
/**
 * A macro-enabled Word document (.docm): the macro-enabled main part, the VBA project and the
 * relationship to it. Uploaded under a .docx name.
 */
export declare function docmFile(vbaPartName?: string): Buffer;
/** A Word 97-2003 document with a VBA macro project (its Macros storage). */
export declare function docWithMacrosFile(): Buffer;
/**
 * A zip bomb in a Word package: a real entry of `inflatedBytes` zeros, deflated to about a
 * thousandth of that.
 */
export declare function zipBombDocxFile(inflatedBytes: number): Buffer;
/**
 * A Word package whose directory claims these sizes for entries of one byte each: what a bomb
 * too large to build here (3.7 GiB from 3.9 MB) shows a reader that does not inflate.
 */
export declare function docxClaimingFile(claims: Record<string, number>): Buffer;
/** The start of a Linux executable. */
export declare function elfFile(): Buffer;
/** The start of a Windows executable. */
export declare function exeFile(): Buffer;
/** A file of exactly `size` bytes that sniffs as a PDF. */
export declare function pdfOfSize(size: number): Buffer;
