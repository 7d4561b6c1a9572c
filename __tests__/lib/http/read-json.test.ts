import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '@/lib/http/errors';
import { isContentType, readBodyBounded, readJsonObject } from '@/lib/http/read-json';

const URL = 'http://localhost/api/contact';
const encoder = new TextEncoder();

function jsonRequest(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A pull-based stream of `count` chunks of `size` bytes that records what was pulled. */
function countingStream(count: number, size: number) {
  const stats = { pulled: 0, cancelled: 0, cancelReason: undefined as unknown };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled === count) {
          controller.close();
          return;
        }
        stats.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel(reason) {
        stats.cancelled += 1;
        stats.cancelReason = reason;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

describe('isContentType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
    ' application/json ; charset="utf-8"',
  ])('accepts %j as application/json', (type) => {
    expect(isContentType(jsonRequest('{}', { 'content-type': type }), 'application/json')).toBe(
      true,
    );
  });

  it.each([
    'text/plain',
    'application/jsonp',
    'application/json-patch+json',
    'multipart/form-data',
  ])('refuses %j', (type) => {
    expect(isContentType(jsonRequest('{}', { 'content-type': type }), 'application/json')).toBe(
      false,
    );
  });

  it('refuses a request without a content type', () => {
    expect(isContentType(new Request(URL, { method: 'POST' }), 'application/json')).toBe(false);
  });
});

describe('readJsonObject', () => {
  it('reads a JSON object sent with a charset parameter', async () => {
    const request = jsonRequest('{"name":"Zoë","n":1}', {
      'content-type': 'application/json; charset=utf-8',
    });
    await expect(readJsonObject(request, 1024)).resolves.toEqual({ name: 'Zoë', n: 1 });
  });

  it('accepts a body of exactly the limit', async () => {
    const body = `{"a":"${'x'.repeat(92)}"}`;
    expect(encoder.encode(body)).toHaveLength(100);
    await expect(readJsonObject(jsonRequest(body), 100)).resolves.toEqual({ a: 'x'.repeat(92) });
  });

  it('counts bytes, not characters, against the limit', async () => {
    const body = `{"a":"${'é'.repeat(46)}"}`; // 54 characters, 100 bytes
    await expect(readJsonObject(jsonRequest(body), 99)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it('refuses another content type with 415 before reading the body', async () => {
    const { stream, stats } = countingStream(3, 10);
    const request = jsonRequest(stream, { 'content-type': 'text/plain' });
    const error = await readJsonObject(request, 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnsupportedMediaTypeError);
    expect(error).toMatchObject({ status: 415 });
    expect(stats.pulled).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an empty body', ''],
    ['a JSON array', '[{"name":"a"}]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
  ])('answers 400 for %s', async (_label, body) => {
    const error = await readJsonObject(jsonRequest(body), 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400 });
  });

  it('answers 400 for a body that is not valid UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const error = await readJsonObject(jsonRequest(bytes), 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400 });
  });

  it('answers 400 for a truncated multi-byte sequence', async () => {
    const bytes = new Uint8Array([...encoder.encode('{"a":"'), 0xc3, ...encoder.encode('"}')]);
    await expect(readJsonObject(jsonRequest(bytes), 1024)).rejects.toBeInstanceOf(BadRequestError);
  });
});

describe('readBodyBounded', () => {
  it('rejects a declared Content-Length over the limit before reading anything', async () => {
    const { stream, stats } = countingStream(100, 1024);
    const request = jsonRequest(stream, { 'content-length': String(100 * 1024) });

    const error = await readBodyBounded(request, 16 * 1024).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error).toMatchObject({ status: 413 });
    expect(stats.pulled).toBe(0);
    expect(request.bodyUsed).toBe(false);
  });

  it('rejects a streamed body over the limit as soon as it passes it, leaving the rest unread', async () => {
    const { stream, stats } = countingStream(100, 1024);
    const request = jsonRequest(stream); // no Content-Length

    const error = await readBodyBounded(request, 3 * 1024).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(stats.pulled).toBe(4); // 4 KiB is the first count over 3 KiB
    // Cancelling is left to RequestBody.release, between reads.
    expect(stats.cancelled).toBe(0);
  });

  it('does not trust a Content-Length that understates the body', async () => {
    const { stream, stats } = countingStream(100, 1024);
    const request = jsonRequest(stream, { 'content-length': '10' });
    await expect(readBodyBounded(request, 2 * 1024)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(stats.pulled).toBe(3);
  });

  it('reads a streamed body under the limit completely, in order', async () => {
    const { stream, stats } = countingStream(5, 1000);
    const body = await readBodyBounded(jsonRequest(stream), 5000);
    expect(body).toHaveLength(5000);
    expect(stats).toMatchObject({ pulled: 5, cancelled: 0 });
  });

  it('answers an empty body for a request without one', async () => {
    await expect(readBodyBounded(new Request(URL, { method: 'POST' }), 10)).resolves.toHaveLength(
      0,
    );
  });
});
