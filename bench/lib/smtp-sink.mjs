// An in-process SMTP sink for benchmarks: accepts everything on 127.0.0.1, counts messages and
// keeps, per benchmark marker, how many times it was received and under which Message-IDs. It can
// be black-holed (connections accepted, never greeted, messages on open connections never
// answered) and released again, or stopped (the port refuses connections) and started again on
// the same port, keeping its counts.
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
import { markersIn } from './markers.mjs';

const MESSAGE_ID = /^Message-ID:\s*(<[^>\r\n]+>)/im;
/** The headers are at the start of the message; the Message-ID is looked for there. */
const HEADER_BYTES = 16 * 1024;

/**
 * smtp-server waits a fixed 100 ms before its greeting on every connection (to catch clients
 * that talk too early). The site opens one SMTP connection per message, so that pause would be
 * most of every request's latency: a property of this sink, not of the site. This makes the
 * sink greet at once, by doing what SMTPServer#connect does minus the timer. It relies on
 * smtp-server internals; if they are not as expected, the stock behaviour is kept and reported.
 * @returns {boolean} whether the greeting is immediate
 */
function greetImmediately(server) {
  const proto = SMTPConnection.prototype;
  const ok =
    typeof server.connect === 'function' &&
    typeof server._onError === 'function' &&
    typeof server._onClientConnect === 'function' &&
    typeof proto._setListeners === 'function' &&
    typeof proto.connectionReady === 'function';
  if (!ok) return false;
  server.connect = function connect(socket, socketOptions) {
    const connection = new SMTPConnection(this, socket, socketOptions);
    this.connections.add(connection);
    connection.on('error', (error) => this._onError(error));
    connection.on('connect', (data) => this._onClientConnect(data));
    connection._setListeners(() => connection.connectionReady());
  };
  return true;
}

/**
 * @param {{ host?: string, maxMessageBytes?: number }} [opts]
 */
export function createSmtpSink({ host = '127.0.0.1', maxMessageBytes = 1024 * 1024 } = {}) {
  /** marker -> times received */
  const received = new Map();
  /** marker -> the Message-IDs it was received under */
  const messageIds = new Map();
  /** While black-holed: the callbacks of the sessions held, each greeting or going on when called. */
  const held = new Set();
  let blackHoled = false;
  /** Holds a session at this step while black-holed; lets it go on when released. */
  const hold = (callback) => (blackHoled ? held.add(() => callback()) : callback());
  function release() {
    blackHoled = false;
    for (const proceed of held) proceed();
    held.clear();
  }
  const stats = {
    messages: 0,
    withoutMarker: 0,
    withSeveralMarkers: 0,
    rejectedWhileDown: 0,
    immediateGreeting: false,
  };
  let server = null;
  let port = 0;
  let up = false;

  function makeServer() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true, // no DNS lookup per connection on loopback
      banner: 'bench sink',
      size: maxMessageBytes,
      closeTimeout: 1_000, // on stop, connections still open are cut after 1 s
      onConnect(_session, callback) {
        if (!up)
          return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
        hold(callback);
      },
      // A connection opened before the black hole (the site pools them) hangs here instead.
      onMailFrom(_address, _session, callback) {
        hold(callback);
      },
      onData(stream, _session, callback) {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('error', (error) => callback(error));
        stream.on('end', () => {
          // A message arriving after stop() is refused, so the sender knows it was not taken.
          if (!up) {
            stats.rejectedWhileDown++;
            return callback(
              Object.assign(new Error('Service not available'), { responseCode: 421 }),
            );
          }
          const raw = Buffer.concat(chunks);
          stats.messages++;
          // Count before answering 250: once the sender hears 250 the message is ours.
          markersIn(raw).then(
            (markers) => {
              if (markers.length === 0) stats.withoutMarker++;
              if (markers.length > 1) stats.withSeveralMarkers++;
              const messageId = MESSAGE_ID.exec(raw.subarray(0, HEADER_BYTES).toString('latin1'));
              for (const marker of markers) {
                received.set(marker, (received.get(marker) ?? 0) + 1);
                if (!messageIds.has(marker)) messageIds.set(marker, new Set());
                messageIds.get(marker).add(messageId?.[1] ?? '(none)');
              }
              callback(null, 'Queued by bench sink');
            },
            (error) => callback(error),
          );
        });
      },
    });
  }

  async function listen(wantedPort) {
    server = makeServer();
    stats.immediateGreeting = greetImmediately(server);
    server.on('error', (error) => console.error('[sink] smtp-server error:', error.message));
    await new Promise((resolve, reject) => {
      const onError = (error) => reject(error);
      server.server.once('error', onError);
      server.listen(wantedPort, host, () => {
        server.server.off('error', onError);
        resolve();
      });
    });
    port = server.server.address().port;
    up = true;
  }

  return {
    received,
    messageIds,
    stats,
    get port() {
      return port;
    },
    get up() {
      return up;
    },
    /** Starts listening (the first time on a free port, afterwards on the same port). */
    async start() {
      if (up) return;
      // Right after a close the port may be briefly unavailable; try for a few seconds.
      for (let attempt = 0; ; attempt++) {
        try {
          await listen(port);
          return;
        } catch (error) {
          if (attempt >= 20 || error.code !== 'EADDRINUSE') throw error;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    },
    get blackHoled() {
      return blackHoled;
    },
    /** From now on, new connections are never greeted and open ones never answered. */
    blackHole() {
      blackHoled = true;
    },
    /** Ends the black hole: the sessions held are greeted or answered now, as if nothing was. */
    release,
    /** Stops accepting at once; open SMTP sessions are refused further messages and cut. */
    async stop() {
      if (!up) return;
      release();
      up = false;
      const closing = server;
      server = null;
      await new Promise((resolve) => closing.close(resolve));
    },
  };
}
