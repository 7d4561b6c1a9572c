/** multipart/form-data bodies built by hand, so tests and benchmarks control every byte. */

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: Buffer };

export declare const BOUNDARY: '----acme-test-boundary-7MA4YWxkTrZu0gW';
export declare const MULTIPART_TYPE: `multipart/form-data; boundary=${typeof BOUNDARY}`;
/** The line that closes a multipart body. */
export declare const CLOSING: `--${typeof BOUNDARY}--\r\n`;
/** A part's header lines, with `boundary` (BOUNDARY unless told). */
export declare function partHeader(part: Part, boundary?: string): string;
/** A whole body of these parts, closed. */
export declare function multipart(parts: readonly Part[], boundary?: string): Buffer;
export declare const fieldParts: (fields: Record<string, string>) => Part[];
export declare const resumePart: (content: Buffer, filename?: string, type?: string) => Part;
