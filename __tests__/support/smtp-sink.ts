import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  envelope: { mailFrom: string; rcptTo: string[] };
  parsed: ParsedMail;
  raw: Buffer;
};

/**
 * How the server misbehaves: greets only after a delay; accepts connections and never greets,
 * nor answers on those already open (black-holed); or answers every recipient, or the message, with an SMTP error code: 421 and
 * 451 ask the client to try later, 550 and 552 refuse for good.
 */
export type SmtpFault =
  | { greetAfterMs: number }
  | 'black-hole'
  | { refuseRecipients: 421 | 451 | 550 }
  | { refuseMessage: 451 | 552 };

const smtpError = (code: number) =>
  Object.assign(new Error(`${code} refused by the test server`), { responseCode: code });

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed with mailparser.
 * A message is recorded before the server answers 250, so once the client's send has resolved
 * the message is in `messages`. It can be stopped and started again on the same port.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Connections held open without a greeting, answered 421 when the fault ends or on stop(). */
  private readonly held = new Set<() => void>();
  private currentFault: SmtpFault | null = null;

  /** How the server misbehaves from the next command on; null is a healthy server. */
  get fault(): SmtpFault | null {
    return this.currentFault;
  }

  set fault(fault: SmtpFault | null) {
    this.currentFault = fault;
    if (fault !== 'black-hole') this.releaseHeld();
  }

  private releaseHeld(): void {
    for (const release of this.held) release();
    this.held.clear();
  }
  private server: SMTPServer | undefined;
  private boundPort = 0;

  get port(): number {
    if (!this.boundPort) throw new Error('SmtpSink: start() it first');
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) throw new Error('SmtpSink: already running');
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A server going down drops its clients' connections (the mailer pools them) at once.
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        const fault = this.fault;
        if (fault === 'black-hole') {
          this.held.add(() => callback(smtpError(421)));
        } else if (fault && 'greetAfterMs' in fault) {
          setTimeout(() => callback(), fault.greetAfterMs);
        } else {
          callback();
        }
      },
      onRcptTo: (_address, _session, callback) => {
        const fault = this.fault;
        // A connection opened before the fault (the mailer pools them) hangs here instead.
        if (fault === 'black-hole') this.held.add(() => callback(smtpError(421)));
        else if (fault && typeof fault === 'object' && 'refuseRecipients' in fault) {
          callback(smtpError(fault.refuseRecipients));
        } else callback();
      },
      onData: (stream, session, callback) => {
        const fault = this.fault;
        if (fault && typeof fault === 'object' && 'refuseMessage' in fault) {
          stream.resume();
          stream.on('end', () => callback(smtpError(fault.refuseMessage)));
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error) => callback(error));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              const { mailFrom, rcptTo } = session.envelope;
              this.messages.push({
                envelope: {
                  mailFrom: mailFrom ? mailFrom.address : '',
                  rcptTo: rcptTo.map((recipient) => recipient.address),
                },
                parsed,
                raw,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // Connection-level errors (a client hanging up) must not crash the test process.
    server.on('error', () => {});
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening; the port is kept, so start() listens on the same one again. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    this.releaseHeld();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** Messages whose envelope had this recipient. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.envelope.rcptTo.includes(address));
  }
}
