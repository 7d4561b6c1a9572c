// What the server must never print, whatever a client sends: Node's and Next's reports of an
// uncaught exception or an unhandled rejection, a TypeError, and the API's own report of an error
// it did not expect (lib/http/respond.ts).
const FAULT = /uncaughtException|unhandledRejection|TypeError|\[api\] unexpected error/;

/** The lines of a server's output that report a fault. */
export function serverFaults(output) {
  return output.split('\n').filter((line) => FAULT.test(line));
}
