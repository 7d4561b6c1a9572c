export declare const COMPRESSIBLE: RegExp;
export declare const ENCODINGS: Record<
  'br' | 'gzip',
  { suffix: string; compress: (data: Buffer) => Buffer }
>;
export declare function precompressStatic(distDir: string): string[];
