// Brotli and gzip copies of the build's static assets (`.next/static`), made once at build time
// at the highest levels, so the server never compresses them per request (Next's own
// compression is gzip only, done on every response). Served by lib/static-assets.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './files.mjs';

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
export const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|map)$/;

/** The encodings written next to each asset, keyed by their Content-Encoding name. */
export const ENCODINGS = {
  br: {
    suffix: '.br',
    compress: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  gzip: { suffix: '.gz', compress: (data) => gzipSync(data, { level: 9 }) },
};

/**
 * Writes `<asset>.br` and `<asset>.gz` for every compressible file under `<distDir>/static`
 * (each only when it is smaller than the original). Running it again rewrites the same files.
 * @param {string} distDir the build directory, `.next`
 * @returns {string[]} the assets compressed
 */
export function precompressStatic(distDir) {
  const done = [];
  for (const path of filesUnder(join(distDir, 'static'))) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    let wrote = false;
    for (const { suffix, compress } of Object.values(ENCODINGS)) {
      const packed = compress(data);
      if (packed.length >= data.length) continue;
      writeFileSync(path + suffix, packed);
      wrote = true;
    }
    if (wrote) done.push(path);
  }
  return done;
}
