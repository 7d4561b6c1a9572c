import type { ParsedMail } from 'mailparser';

export type Envelope = { mailFrom: string; rcptTo: string[] };

export type ReceivedMail = { envelope: Envelope; parsed: ParsedMail; raw: Buffer };

/**
 * How the server misbehaves: greets only after a delay; accepts connections and never greets,
 * nor answers on those already open (black-holed); or answers every recipient, or the message,
 * with an SMTP error code: 421 and 451 ask the client to try later, 550 and 552 refuse for good.
 */
export type SmtpFault =
  | { greetAfterMs: number }
  | 'black-hole'
  | { refuseRecipients: 421 | 451 | 550 }
  | { refuseMessage: 451 | 552 };

export type SmtpSinkOptions = {
  /** Where it listens; 127.0.0.1 unless told. */
  host?: string;
  /** Keep every message, parsed, in `messages` (true); a load benchmark counts instead. */
  keep?: boolean;
  /** Called with each accepted message before the server answers 250. */
  onMessage?: (raw: Buffer, envelope: Envelope) => void | Promise<void>;
  /** Greet without smtp-server's fixed 100 ms pause (see `immediateGreeting` after start()). */
  immediateGreeting?: boolean;
  /** The SIZE the server announces and enforces. */
  maxMessageBytes?: number;
};

/**
 * A real SMTP server in-process on 127.0.0.1. Every message accepted is handed to `onMessage`
 * and, with `keep`, parsed into `messages`, before the server answers 250. It can be stopped
 * and started again on the same port.
 */
export declare class SmtpSink {
  constructor(options?: SmtpSinkOptions);
  readonly messages: ReceivedMail[];
  readonly stats: { messages: number; refusedWhileDown: number };
  /** Whether the greeting asked for with `immediateGreeting` took effect. */
  readonly immediateGreeting: boolean;
  /**
   * How the server misbehaves from the next command on; null is a healthy server. Ending a black
   * hole lets the sessions it held go on, as if the path had come back.
   */
  fault: SmtpFault | null;
  get port(): number;
  get url(): string;
  get up(): boolean;
  /** Starts listening: the first time on a free port, afterwards on the same one. */
  start(): Promise<void>;
  /** Stops accepting at once (sessions held are answered 421); the port is kept for start(). */
  stop(): Promise<void>;
  clear(): void;
  /** Messages kept whose envelope had this recipient. */
  to(address: string): ReceivedMail[];
}
