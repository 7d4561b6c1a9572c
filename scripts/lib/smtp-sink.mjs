// A real SMTP server in-process on 127.0.0.1, for the tests (jest and Playwright) and the
// benchmarks: it keeps or counts what it accepts, misbehaves on demand, and stops and starts
// again on the same port.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/** An SMTP error reply the client sees with this code. */
const smtpError = (code, text = 'refused by the test server') =>
  Object.assign(new Error(`${code} ${text}`), { responseCode: code });

/**
 * smtp-server waits a fixed 100 ms before its greeting on every connection (to catch clients
 * that talk too early). Under load that pause would be most of every request's latency: a
 * property of the sink, not of the site. This makes the server greet at once, by doing what
 * SMTPServer#connect does minus the timer. It relies on smtp-server internals; if they are not
 * as expected, the stock behaviour is kept and `immediateGreeting` says so.
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
 * Every message accepted is handed to `onMessage` and, with `keep`, parsed with mailparser into
 * `messages`, both before the server answers 250: once the client's send has resolved, the message
 * is there. `fault` makes it misbehave from the next command on (see smtp-sink.d.mts).
 */
export class SmtpSink {
  messages = [];
  /** Messages accepted, and those refused because they arrived after stop(). */
  stats = { messages: 0, refusedWhileDown: 0 };
  immediateGreeting = false;
  #options;
  #fault = null;
  /** Sessions held by a black hole: each goes on when called. */
  #held = new Set();
  #server = null;
  #port = 0;
  #up = false;

  constructor({
    host = '127.0.0.1',
    keep = true,
    onMessage,
    immediateGreeting = false,
    maxMessageBytes,
  } = {}) {
    this.#options = { host, keep, onMessage, immediateGreeting, maxMessageBytes };
  }

  get fault() {
    return this.#fault;
  }

  /** Ending a black hole lets the sessions it held go on, as if the path had come back. */
  set fault(fault) {
    this.#fault = fault;
    if (fault !== 'black-hole') this.#release((proceed) => proceed());
  }

  get port() {
    if (!this.#port) throw new Error('SmtpSink: start() it first');
    return this.#port;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get up() {
    return this.#up;
  }

  #release(how) {
    const held = [...this.#held];
    this.#held.clear();
    for (const proceed of held) how(proceed);
  }

  /** Holds a session at this step during a black hole; lets it go on otherwise. */
  #hold(callback) {
    if (this.#fault === 'black-hole') this.#held.add(callback);
    else callback();
  }

  #makeServer() {
    const { keep, onMessage, maxMessageBytes } = this.#options;
    return new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true, // no DNS lookup per connection on loopback
      banner: 'test sink',
      ...(maxMessageBytes ? { size: maxMessageBytes } : {}),
      // A server going down drops its clients' connections (mailers pool them) at once.
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        if (!this.#up) return callback(smtpError(421, 'Service not available'));
        const fault = this.#fault;
        if (fault && typeof fault === 'object' && 'greetAfterMs' in fault) {
          setTimeout(() => callback(), fault.greetAfterMs);
        } else this.#hold(callback);
      },
      // A connection opened before the black hole (mailers pool them) hangs here instead.
      onMailFrom: (_address, _session, callback) => this.#hold(callback),
      onRcptTo: (_address, _session, callback) => {
        const fault = this.#fault;
        if (fault && typeof fault === 'object' && 'refuseRecipients' in fault) {
          callback(smtpError(fault.refuseRecipients));
        } else callback();
      },
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('error', (error) => callback(error));
        stream.on('end', () => {
          const fault = this.#fault;
          if (fault && typeof fault === 'object' && 'refuseMessage' in fault) {
            return callback(smtpError(fault.refuseMessage));
          }
          // A message arriving after stop() is refused, so the sender knows it was not taken.
          if (!this.#up) {
            this.stats.refusedWhileDown++;
            return callback(smtpError(421, 'Service not available'));
          }
          const raw = Buffer.concat(chunks);
          const { mailFrom, rcptTo } = session.envelope;
          const envelope = {
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: rcptTo.map((recipient) => recipient.address),
          };
          this.stats.messages++;
          Promise.all([onMessage?.(raw, envelope), keep ? simpleParser(raw) : undefined]).then(
            ([, parsed]) => {
              if (keep) this.messages.push({ envelope, parsed, raw });
              callback(null, 'Queued by test sink');
            },
            (error) => callback(error),
          );
        });
      },
    });
  }

  async #listen(port) {
    const server = this.#makeServer();
    this.immediateGreeting = this.#options.immediateGreeting && greetImmediately(server);
    await new Promise((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, this.#options.host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    // Connection-level errors (a client hanging up) must not crash the process.
    server.on('error', () => {});
    this.#port = server.server.address().port;
    this.#server = server;
    this.#up = true;
  }

  /** Starts listening: the first time on a free port, afterwards on the same one. */
  async start() {
    if (this.#up) return;
    // Right after a close the port may be briefly unavailable; try for a few seconds.
    for (let attempt = 0; ; attempt++) {
      try {
        await this.#listen(this.#port);
        return;
      } catch (error) {
        if (attempt >= 20 || error.code !== 'EADDRINUSE') throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /**
   * Stops accepting at once: sessions a black hole held are answered 421, open ones are refused
   * further messages and cut. The port is kept for start().
   */
  async stop() {
    if (!this.#up) return;
    this.#up = false;
    this.#release((proceed) => proceed(smtpError(421, 'Service not available')));
    const server = this.#server;
    this.#server = null;
    await new Promise((resolve) => server.close(() => resolve()));
  }

  clear() {
    this.messages.length = 0;
  }

  /** Messages kept whose envelope had this recipient. */
  to(address) {
    return this.messages.filter((message) => message.envelope.rcptTo.includes(address));
  }
}
