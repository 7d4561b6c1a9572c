import { PassThrough } from 'node:stream';
import { DRAIN_LIMIT_BYTES, DRAIN_LIMIT_MS, requestBody } from '@/lib/http/request-body';

/**
 * A request whose body is a Node stream, as Next builds it from the incoming message
 * (NextRequestAdapter.fromNodeNextRequest passes the IncomingMessage as the body): undici pulls
 * from it only when read, and the test writes to it when it likes, as a network would.
 */
function nodeBodyRequest() {
  const source = new PassThrough();
  const request = new Request('http://localhost/api/apply/', {
    method: 'POST',
    body: source as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  return { source, request };
}

/** A pull-based web stream of `count` chunks of `size` bytes that records what was pulled. */
function countingRequest(count: number, size: number) {
  const stats = { pulled: 0, cancelled: false, cancelledDuringPull: false };
  let pulling = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulling = true;
        await new Promise((resolve) => setImmediate(resolve));
        pulling = false;
        if (stats.pulled === count) return controller.close();
        stats.pulled += 1;
        controller.enqueue(new Uint8Array(size));
      },
      cancel() {
        stats.cancelled = true;
        stats.cancelledDuringPull = pulling;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://localhost/', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, stats };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('requestBody', () => {
  it('is one reader per request', () => {
    const { request } = nodeBodyRequest();
    expect(requestBody(request)).toBe(requestBody(request));
  });

  it('reads the chunks in order, counting their bytes, then null', async () => {
    const { source, request } = nodeBodyRequest();
    const body = requestBody(request);
    source.write('hello ');
    expect(Buffer.from((await body.read())!).toString()).toBe('hello ');
    const next = body.read();
    source.end('world');
    expect(Buffer.from((await next)!).toString()).toBe('world');
    expect(await body.read()).toBeNull();
    expect(body.received).toBe(11);
    expect(body.complete).toBe(true);
  });

  it('is complete at once for a request without a body', async () => {
    const body = requestBody(new Request('http://localhost/', { method: 'POST' }));
    expect(body.complete).toBe(true);
    expect(await body.read()).toBeNull();
    await expect(body.release()).resolves.toBeUndefined();
  });

  it('rejects a read when the client goes away mid-body', async () => {
    const { source, request } = nodeBodyRequest();
    const body = requestBody(request);
    const read = body.read();
    source.destroy(new Error('aborted'));
    await expect(read).rejects.toBeDefined();
    expect(body.complete).toBe(true);
  });
});

describe('RequestBody.release', () => {
  // Cancelling undici's body while a pull waits for the end of the stream throws
  // 'ReadableStream is already closed' from a microtask; jest fails the file if that happens.
  it('lets a read that waits for the end of the body finish, with no uncaught error', async () => {
    const { source, request } = nodeBodyRequest();
    const body = requestBody(request);
    source.write('all of it');
    await body.read();
    const waiting = body.read(); // what a parser does after the last part
    const released = body.release();
    await tick();
    source.end();
    expect(await waiting).toBeNull();
    await released;
    await tick();
    expect(body.complete).toBe(true);
  });

  it('reads and drops the rest of a body under the bound, never cancelling it', async () => {
    const { request, stats } = countingRequest(100, 1024);
    const body = requestBody(request);
    await body.read();
    await body.release();
    expect(stats.pulled).toBe(100);
    expect(stats.cancelled).toBe(false);
    expect(body.received).toBe(100 * 1024);
  });

  it('stops reading after DRAIN_LIMIT_BYTES more, and cancels DRAIN_LIMIT_MS after the answer, between reads', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      const chunk = 256 * 1024;
      const { request, stats } = countingRequest(1000, chunk);
      const body = requestBody(request);
      await body.read();
      let settled = false;
      void body.release().then(() => (settled = true));
      // Let the drain read as far as it will (its reads wait on setImmediate, not on the clock).
      let seen = -1;
      while (seen !== stats.pulled) {
        seen = stats.pulled;
        for (let turn = 0; turn < 5; turn += 1) await tick();
      }
      expect(body.received - chunk).toBeGreaterThan(DRAIN_LIMIT_BYTES);
      expect(body.received - chunk).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + chunk);
      // Nothing more is read, but the connection stays open for the client to read the answer.
      expect(stats.cancelled).toBe(false);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(DRAIN_LIMIT_MS);
      await tick();
      expect(stats.cancelled).toBe(true);
      expect(stats.cancelledDuringPull).toBe(false);
      expect(settled).toBe(true);
      expect(stats.pulled).toBe(seen);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up waiting after DRAIN_LIMIT_MS when the client sends nothing more', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      const { source, request } = nodeBodyRequest();
      const body = requestBody(request);
      let settled = false;
      void body.release().then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(DRAIN_LIMIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      // The read still waiting is never cancelled; the body ends with the connection.
      source.end();
      await tick();
      expect(body.complete).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is done once, whoever calls it', () => {
    const { request } = nodeBodyRequest();
    const body = requestBody(request);
    expect(body.release()).toBe(body.release());
  });
});
