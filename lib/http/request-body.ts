import 'server-only';
import { BadRequestError, PayloadTooLargeError } from './errors';

/**
 * After an answer, at most DRAIN_LIMIT_BYTES more of a request body are read and dropped, and the
 * connection is closed DRAIN_LIMIT_MS after the answer at the latest (at once when the body ends).
 * A client still writing when the server closes with bytes unread gets a TCP reset, which can
 * throw away the answer it has not read yet; reading on for a while, and giving it time to read
 * the answer before closing (as nginx's lingering close does), lets it see the 413 or 400.
 */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;
export const DRAIN_LIMIT_MS = 5_000;

/**
 * A request's body read one chunk at a time by one owner, counted, and never cancelled while a
 * read is under way.
 *
 * Next hands a route handler a `Request` whose body undici pulls from Node's request stream;
 * cancelling it while a pull waits for the network makes undici close the stream a second time
 * from a microtask, an uncaught `TypeError: Invalid state: ReadableStream is already closed`.
 * So reads go through here, and the stream is cancelled only between reads (by `release`).
 */
export class RequestBody {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null;
  private inFlight: Promise<unknown> = Promise.resolve();
  private finished: boolean;
  private released: Promise<void> | undefined;
  /** Bytes read so far, dropped ones included. */
  received = 0;

  constructor(stream: ReadableStream<Uint8Array> | null) {
    this.reader = stream?.getReader() ?? null;
    this.finished = this.reader === null;
  }

  /**
   * The next chunk, or null at the end. Rejects with a 413 once more than `limit` bytes have
   * arrived (the rest is left to `release`), and with a 400 when the client went away mid-body.
   */
  read(limit = Infinity): Promise<Uint8Array | null> {
    if (this.finished || !this.reader) return Promise.resolve(null);
    const next = this.reader.read().then(
      ({ done, value }) => {
        if (done) {
          this.finished = true;
          return null;
        }
        this.received += value.byteLength;
        if (this.received > limit) throw new PayloadTooLargeError();
        return value;
      },
      () => {
        this.finished = true;
        throw new BadRequestError('The request body was interrupted.');
      },
    );
    this.inFlight = next.catch(() => {});
    return next;
  }

  /** Whether the whole body has been read (or there was none, or it broke off). */
  get complete(): boolean {
    return this.finished;
  }

  /**
   * Done with the body, answered or not: whatever the client still sends is read and dropped,
   * up to DRAIN_LIMIT_BYTES; past that, nothing more is read, and DRAIN_LIMIT_MS after the call
   * the stream is cancelled (between reads), which closes the connection. Resolves when the body
   * has ended or been cancelled, or DRAIN_LIMIT_MS have passed; never rejects. A complete body
   * costs nothing.
   */
  release(): Promise<void> {
    this.released ??= new Promise<void>((resolve) => {
      const deadline = Date.now() + DRAIN_LIMIT_MS;
      // A read that waits for a client who sends nothing more does not hold the answer longer.
      const timer = setTimeout(resolve, DRAIN_LIMIT_MS).unref();
      // Started after the answer's own work, so the answer never waits for the drain to begin.
      setImmediate(() =>
        this.drain(deadline).finally(() => {
          clearTimeout(timer);
          resolve();
        }),
      );
    });
    return this.released;
  }

  private async drain(deadline: number): Promise<void> {
    await this.inFlight;
    const stopAt = this.received + DRAIN_LIMIT_BYTES;
    try {
      while (!this.finished && this.received <= stopAt && Date.now() < deadline) {
        await this.read();
      }
      if (this.finished) return;
      // Past the byte bound the client can send no more than the socket buffers take; it gets
      // the rest of the time to read the answer before the close.
      const grace = deadline - Date.now();
      if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace).unref());
      this.finished = true;
      await this.reader?.cancel();
    } catch {
      // The client went away; there is nothing left to read or to tell it.
    }
  }
}

const bodies = new WeakMap<Request, RequestBody>();

/** The one RequestBody of this request, so its parser and its answer share the reader. */
export function requestBody(request: Request): RequestBody {
  let body = bodies.get(request);
  if (!body) {
    body = new RequestBody(request.body);
    bodies.set(request, body);
  }
  return body;
}
