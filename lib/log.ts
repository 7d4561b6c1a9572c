import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's log: one JSON line per event, for a machine to read (journald, Loki, CloudWatch
 * all take it as it is). A line holds the time, the level, the event's name and the facts an
 * operator needs (request id, route, status, duration, reference, counts); it never holds what a
 * visitor typed or sent: no name, address, phone, message or file content. Callers pass only
 * such facts, and an error's message is stripped of anything shaped like an e-mail address
 * (mail servers quote the recipient in their refusals).
 *
 * Lines go through `console` (info to stdout, warn and error to stderr) so that a test silencing
 * the console silences the log too. `LOG_LEVEL` (debug, info, warn, error; info by default)
 * drops the lines below it.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;

const levels: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const context = new AsyncLocalStorage<LogFields>();

/** Runs `work` with `fields` (a request id, a route) added to every line it logs. */
export function withLogContext<T>(fields: LogFields, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/** The fields of the context this code runs in (the request id of the request being served). */
export function logContext(): LogFields {
  return context.getStore() ?? {};
}

const addressLike = /[^\s<>"'@,;:()[\]]+@[^\s<>"'@,;:()[\]]+/g;

/** An e-mail address in free text (a mail server's refusal, a library's message) becomes '[address]'. */
export function redact(text: string): string {
  return text.replace(addressLike, '[address]');
}

function describe(error: unknown): LogFields {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      error: error.name,
      errorMessage: redact(error.message),
      ...(code === undefined ? {} : { errorCode: String(code) }),
      ...(error.stack ? { stack: redact(error.stack) } : {}),
    };
  }
  return { error: typeof error, errorMessage: redact(String(error)) };
}

function threshold(): number {
  const wanted = process.env.LOG_LEVEL?.toLowerCase() as LogLevel | undefined;
  return levels[wanted && wanted in levels ? wanted : 'info'];
}

function write(level: LogLevel, event: string, fields: LogFields = {}, error?: unknown): void {
  if (levels[level] < threshold()) return;
  const line: LogFields = {
    time: new Date().toISOString(),
    level,
    event,
    ...context.getStore(),
    ...fields,
    ...(error === undefined ? {} : describe(error)),
  };
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.info(text);
}

export const log = {
  debug: (event: string, fields?: LogFields) => write('debug', event, fields),
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields, error?: unknown) => write('warn', event, fields, error),
  error: (event: string, fields?: LogFields, error?: unknown) =>
    write('error', event, fields, error),
};
