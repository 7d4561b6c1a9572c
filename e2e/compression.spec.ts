import { request as get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// scripts/serve.mjs compresses every answer itself: brotli where the browser takes it, else gzip,
// else nothing (Next's own gzip is off, next.config.ts `compress`).

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The answer as sent: headers and body bytes, nothing decoded. */
function fetchRaw(url: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decoded({ headers, body }: Raw): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  expect(encoding, 'an encoding this test knows').toBeUndefined();
  return body.toString('utf8');
}

const BROWSER = 'gzip, deflate, br, zstd';

test('a page: brotli to a browser that takes it, gzip to one that does not, plain to the rest', async ({
  baseURL,
}) => {
  const url = `${baseURL}/terms`;
  const [brotli, gzip, plain] = await Promise.all([
    fetchRaw(url, BROWSER),
    fetchRaw(url, 'gzip, deflate'),
    fetchRaw(url),
  ]);
  for (const answer of [brotli, gzip, plain]) {
    expect(answer.status).toBe(200);
    expect(String(answer.headers['vary'])).toContain('Accept-Encoding');
  }
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();

  // The same document each way (a prerendered page), whole.
  const html = decoded(plain);
  expect(html).toContain('<h1');
  expect(html.trimEnd()).toMatch(/<\/html>$/);
  expect(decoded(brotli)).toBe(html);
  expect(decoded(gzip)).toBe(html);

  // Why brotli: the stylesheet inlined in the page and its copy in the RSC payload are further
  // apart than gzip can look back; brotli sends the second copy as a reference to the first.
  const stylesheet = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? '';
  expect(stylesheet.length).toBeGreaterThan(32 * 1024);
  expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.75);
});

test('a page rendered per request arrives whole through the streaming compressor', async ({
  baseURL,
}) => {
  // /career reads its query, so it is rendered for each request and streamed in parts, each one
  // flushed through brotli as it comes.
  const answer = await fetchRaw(`${baseURL}/career?q=developer`, BROWSER);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  const html = decoded(answer);
  expect(html).toContain('<h1');
  expect(html.trimEnd()).toMatch(/<\/html>$/);
});

test("a script of the build: brotli, and the bytes it decodes to are the file's", async ({
  baseURL,
}) => {
  const html = decoded(await fetchRaw(`${baseURL}/`));
  const src = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js[^"]*)"/)?.[1];
  expect(src, 'a script in the home page').toBeTruthy();
  const [brotli, plain] = await Promise.all([
    fetchRaw(`${baseURL}${src!.replaceAll('&amp;', '&')}`, BROWSER),
    fetchRaw(`${baseURL}${src!.replaceAll('&amp;', '&')}`),
  ]);
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
});

test('a HEAD request and an answer without a body are not compressed', async ({ baseURL }) => {
  const head = await fetchRaw(`${baseURL}/terms`, BROWSER, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-encoding']).toBeUndefined();
  expect(head.body.length).toBe(0);

  const redirect = await fetchRaw(`${baseURL}/terms/`, BROWSER);
  expect(redirect.status).toBe(308);
  expect(redirect.headers['location']).toBe('/terms');
  // A few bytes are not worth compressing (below 1 kB the answer goes as it is).
  expect(redirect.headers['content-encoding']).toBeUndefined();
});
