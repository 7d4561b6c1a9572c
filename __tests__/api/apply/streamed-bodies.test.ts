import { PassThrough } from 'node:stream';
import { RESUME_MAX_BYTES } from '@/lib/validation/application';
import { multipart, resumePart } from '../../../scripts/lib/multipart.mjs';
import { pdfFile, pdfOfSize } from '../../../scripts/lib/resume-files.mjs';
import { application, fieldParts, loadApp, post, type App } from './harness';

describe('POST /api/apply/ with a body that arrives after the headers, in pieces', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  /**
   * The body as Next hands it to the route: a Node stream (the incoming message) that undici
   * pulls from, written here in pieces 15 ms apart as a network delivers them. A fault in the
   * glue between the two surfaces as an uncaught error, which fails this file.
   */
  function trickled(body: Buffer, pieces = 4): ReadableStream {
    const source = new PassThrough();
    void (async () => {
      const size = Math.ceil(body.length / pieces);
      for (let piece = 0; piece < pieces; piece += 1) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        source.write(body.subarray(piece * size, (piece + 1) * size));
      }
      // The end of a chunked body (its last, empty chunk) comes a moment after the last bytes.
      await new Promise((resolve) => setTimeout(resolve, 15));
      source.end();
    })();
    return source as unknown as ReadableStream;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it.each([
    ['a valid application without a resume', 201, fieldParts()],
    ['a valid application with a resume', 201, [...fieldParts(), resumePart(pdfFile())]],
    ['invalid fields', 422, fieldParts({ ...application, email: 'nope' })],
    ['a field sent twice', 400, [...fieldParts(), { name: 'phone', value: '+91 1' }]],
    ['a field named __proto__', 400, [{ name: '__proto__', value: 'x' }, ...fieldParts()]],
    ['a field named constructor', 400, [...fieldParts(), { name: 'constructor', value: 'x' }]],
    ['a resume over 5 MiB', 413, [...fieldParts(), resumePart(pdfOfSize(RESUME_MAX_BYTES + 1))]],
  ] as const)('%s answers %i, five times over', async (_name, status, parts) => {
    for (let round = 0; round < 5; round += 1) {
      const response = await post(app, trickled(multipart(parts)));
      expect(response.status).toBe(status);
      await response.text();
    }
    await settle();
  });
});
