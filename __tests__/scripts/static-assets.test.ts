import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressStatic } from '../../scripts/lib/precompress.mjs';
import { acceptedEncodings, createStaticAssets } from '../../scripts/lib/static-assets.mjs';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const style = `.card{color:#3c6300}\n`.repeat(200);

/** A build directory with the files these modules read, and a routes manifest like Next's. */
function fakeBuild(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  const write = (path: string, data: string | Buffer) => {
    mkdirSync(dirname(join(distDir, path)), { recursive: true });
    writeFileSync(join(distDir, path), data);
  };
  write('static/chunks/app.js', script);
  write('static/chunks/app.css', style);
  write('static/media/font.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  write('static/chunks/tiny.js', '1');
  write(
    'routes-manifest.json',
    JSON.stringify({
      headers: [
        {
          source: '/:path*',
          regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
          headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
        },
        {
          source: '/elsewhere',
          regex: '^/elsewhere(?:/)?$',
          headers: [{ key: 'X-Other', value: '1' }],
        },
      ],
    }),
  );
  return distDir;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('precompressed static assets', () => {
  let distDir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    distDir = fakeBuild();
    expect(precompressStatic(distDir).map((path) => path.slice(distDir.length))).toEqual(
      expect.arrayContaining(['/static/chunks/app.js', '/static/chunks/app.css']),
    );
    const assets = createStaticAssets(distDir);
    // Whatever the assets do not answer reaches "Next", here a handler that says so.
    server = createServer((req, res) => {
      if (assets.serve(req, res)) return;
      res.writeHead(299, { 'X-Handled-By': 'next' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(distDir, { recursive: true, force: true });
  });

  /** A raw request (fetch would decode the body and hide Content-Encoding's effect). */
  function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${origin}${path}`,
        {
          method,
          headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('writes brotli and gzip copies that decode to the original, skipping fonts and tiny files', () => {
    const original = readFileSync(join(distDir, 'static/chunks/app.js'));
    expect(brotliDecompressSync(readFileSync(join(distDir, 'static/chunks/app.js.br')))).toEqual(
      original,
    );
    expect(gunzipSync(readFileSync(join(distDir, 'static/chunks/app.js.gz')))).toEqual(original);
    expect(() => readFileSync(join(distDir, 'static/media/font.woff2.br'))).toThrow();
    expect(() => readFileSync(join(distDir, 'static/chunks/tiny.js.br'))).toThrow();
  });

  it('serves brotli to a browser that accepts it, with the configured and caching headers', async () => {
    const reply = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-other']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('serves gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const reply = await get('/_next/static/chunks/app.css', accept);
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(gunzipSync(reply.body).toString()).toBe(style);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.body.length).toBe(0);
  });

  it('leaves everything it cannot answer in full to Next', async () => {
    const passes = [
      get('/_next/static/chunks/app.js'), // no Accept-Encoding: the identity file is Next's job
      get('/_next/static/chunks/app.js', 'identity'),
      get('/_next/static/chunks/app.js', 'br', 'POST'),
      get('/_next/static/chunks/tiny.js', 'br'),
      get('/_next/static/media/font.woff2', 'br'),
      get('/_next/static/chunks/missing.js', 'br'),
      get('/contact', 'br'),
    ];
    for (const reply of await Promise.all(passes)) {
      expect(reply.status).toBe(299);
      expect(reply.headers['x-handled-by']).toBe('next');
    }
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual([
      'gzip',
      'deflate',
      'br',
      'zstd',
    ]);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(' BR ; q=1.0 ')]).toEqual(['br']);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
