import { request } from 'node:http';

/** What a raw client saw: the status as soon as it arrived, and the body once all of it had. */
export type RawAnswer = { status: number; body: string | null; error: string | null };

type RawPostOptions = {
  path: string;
  contentType: string;
  body: Buffer;
  /** Sent without Content-Length (chunked) when false. */
  declareLength?: boolean;
  /**
   * 'trickle': the head first, then the body in `pieces` writes with `delayMs` between them, as
   * bodies arrive over a real network. 'flood': the head and the body written as fast as the
   * socket takes them.
   */
  pace?: 'trickle' | 'flood';
  pieces?: number;
  delayMs?: number;
  /**
   * 'end': settle when the answer ends. 'answer': as soon as its whole JSON has arrived, as a
   * client that stops sending once answered does (the server ends an early answer only after
   * draining what the client still sends).
   */
  until?: 'end' | 'answer';
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A POST through Node's own HTTP client on a connection of its own (Connection: close), so the
 * test controls when each byte of the body leaves, unlike a browser or Playwright's request API.
 */
export function rawPost({
  path,
  contentType,
  body,
  declareLength = true,
  pace = 'trickle',
  pieces = 4,
  delayMs = 15,
  until = 'end',
}: RawPostOptions): Promise<RawAnswer> {
  const url = new URL(path, process.env.BASE_URL);
  return new Promise((resolve) => {
    let status = 0;
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: url.pathname,
      agent: false,
      headers: {
        'content-type': contentType,
        ...(declareLength ? { 'content-length': body.length } : {}),
      },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (until === 'answer' && isJson(text)) resolve({ status, body: text, error: null });
      });
      res.on('end', () => resolve({ status, body: text, error: null }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status, body: null, error: error.code ?? error.message }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status, body: null, error: error.code ?? error.message }),
    );

    if (pace === 'flood') {
      const chunkSize = 64 * 1024;
      let sent = 0;
      const pump = () => {
        while (sent < body.length && !req.destroyed) {
          const chunk = body.subarray(sent, sent + chunkSize);
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
      return;
    }
    req.flushHeaders();
    void (async () => {
      const size = Math.ceil(body.length / pieces);
      for (let piece = 0; piece < pieces; piece += 1) {
        await pause(delayMs);
        if (req.destroyed) return;
        req.write(body.subarray(piece * size, (piece + 1) * size));
      }
      req.end();
    })();
  });
}
