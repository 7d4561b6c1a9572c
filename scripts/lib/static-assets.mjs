// Serves the build's static assets (`/_next/static/*`) from memory, brotli- or gzip-compressed
// at build time (lib/precompress.mjs), the way a CDN or nginx's gzip_static would. Next would
// otherwise gzip each file again on every request, on the same thread that renders pages.
//
// Only requests this can answer completely are taken: GET or HEAD of a precompressed asset by a
// client that accepts br or gzip. Everything else (other paths, other encodings, files without a
// compressed copy) goes on to Next unchanged. The responses carry the headers next.config.ts
// gives every path, read from the build's routes manifest, so there is one source for them.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { ENCODINGS } from './precompress.mjs';
import { filesUnder } from './files.mjs';
import { headerRules, headersFor } from './header-rules.mjs';

const PREFIX = '/_next/static/';

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The encodings a client accepts, from its Accept-Encoding header (`br;q=0` refuses br).
 * @param {string | undefined} header
 * @returns {Set<string>}
 */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * Loads every precompressed asset of a build into memory.
 * @param {string} distDir the build directory, `.next`
 * @returns {{ size: number, serve: (request: import('node:http').IncomingMessage,
 *   response: import('node:http').ServerResponse) => boolean }}
 *   `serve` answers the request and returns true, or returns false and leaves it alone.
 */
export function createStaticAssets(distDir) {
  /** @type {Map<string, { headers: [string, string][], bodies: Map<string, Buffer> }>} */
  const assets = new Map();
  const rules = headerRules(distDir);
  const staticDir = join(distDir, 'static');
  if (existsSync(staticDir)) {
    for (const path of filesUnder(staticDir)) {
      const type = CONTENT_TYPES[extname(path)];
      if (!type) continue;
      const bodies = new Map();
      for (const [encoding, { suffix }] of Object.entries(ENCODINGS)) {
        if (existsSync(path + suffix)) bodies.set(encoding, readFileSync(path + suffix));
      }
      if (bodies.size === 0) continue;
      const urlPath = PREFIX + relative(staticDir, path).split(sep).join('/');
      const headers = [
        ...headersFor(rules, urlPath),
        ['Cache-Control', 'public, max-age=31536000, immutable'],
        ['Vary', 'Accept-Encoding'],
        ['Content-Type', type],
      ];
      assets.set(urlPath, { headers, bodies });
    }
  }

  function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = (request.url ?? '').split('?', 1)[0];
    const asset = assets.get(pathname);
    if (!asset) return false;
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = [...asset.bodies.keys()].find((name) => accepted.has(name));
    if (!encoding) return false;
    const body = asset.bodies.get(encoding);
    for (const [key, value] of asset.headers) response.setHeader(key, value);
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.writeHead(200);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { size: assets.size, serve };
}
