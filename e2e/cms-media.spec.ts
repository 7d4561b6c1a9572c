import { expect, test, type APIRequestContext } from '@playwright/test';
import { createEditor, signInByApi } from './support/cms';

// The images marketing uploads for articles and profiles: judged by their content, bounded in
// size like resumes (5 MB), each with a text for screen readers, and served to visitors.

// A real 1 x 1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_BYTES = 5 * 1024 * 1024;

function upload(
  request: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
  alt: string | null = 'A small test picture',
) {
  return request.post('/cms-api/media', {
    multipart: { file, _payload: JSON.stringify(alt === null ? {} : { alt }) },
  });
}

const mediaCount = async (request: APIRequestContext) =>
  ((await (await request.get('/cms-api/media?limit=0')).json()) as { totalDocs: number }).totalDocs;

test('an image uploaded by marketing is kept with its text and served at /media', async ({
  playwright,
  request,
}) => {
  const marketing = await createEditor(playwright, 'marketing');
  await signInByApi(request, marketing);
  const response = await upload(request, {
    name: 'team photo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { doc } = (await response.json()) as { doc: { filename: string; alt: string } };
  expect(doc.alt).toBe('A small test picture');
  // Kept under a name that is safe in a URL.
  expect(doc.filename).toMatch(/^team-photo(-\d+)?\.png$/);
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const image = await visitor.get(`/media/${encodeURIComponent(doc.filename)}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await image.body(), PNG)).toBe(0);
  expect((await visitor.get('/media/..%2Fcms.db')).status()).toBe(404);
  expect((await visitor.get('/media/no-such-picture.png')).status()).toBe(404);
  await visitor.dispose();
});

test('what is not a raster image, is too large or has no text is refused, and nothing is kept', async ({
  playwright,
  request,
}) => {
  const marketing = await createEditor(playwright, 'marketing');
  await signInByApi(request, marketing);
  const before = await mediaCount(request);
  const refusals = [
    // Named and declared as a PNG, but text.
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
    // SVG can carry scripts: not accepted from the editor.
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    },
    // One byte over 5 MB, with a real PNG's first bytes.
    {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(MAX_BYTES + 1 - PNG.length)]),
    },
  ];
  for (const file of refusals) {
    const response = await upload(request, file);
    expect(response.status(), `${file.name}: ${await response.text()}`).toBeGreaterThanOrEqual(400);
    expect(response.status(), file.name).toBeLessThan(500);
  }
  // The editor shows the API's message: it says what to do.
  const text = await upload(request, refusals[0]!);
  expect(await text.text()).toContain(
    'This file is not a PNG, JPEG, WebP or AVIF image. Upload a photo or picture in one of those formats.',
  );
  const withoutText = await upload(
    request,
    { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    null,
  );
  expect(withoutText.status()).toBe(400);
  expect(await withoutText.text()).toMatch(/alt/i);
  expect(await mediaCount(request)).toBe(before);
});

test('HR cannot upload images; a visitor cannot list them', async ({ playwright, request }) => {
  const hr = await createEditor(playwright, 'hr');
  await signInByApi(request, hr);
  const response = await upload(request, { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  expect(response.status()).toBe(403);
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.get('/cms-api/media')).status()).toBe(403);
  await visitor.dispose();
});
