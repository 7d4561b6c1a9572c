import { existsSync, readFileSync } from 'node:fs';
import { e2eServers } from './servers';

// What the server must never print, whatever a client sends: Node's and Next's reports of an
// uncaught exception or an unhandled rejection, a TypeError, and the API's own report of an error
// it did not expect (lib/http/respond.ts, the JSON line of event api.error).
const FAULT = /uncaughtException|unhandledRejection|TypeError|"event":"api\.error"/;

/** The lines of a server's output that report a fault. */
export function serverFaults(output: string): string[] {
  return output.split('\n').filter((line) => FAULT.test(line));
}

/**
 * Global teardown: the run fails when a server logged a fault (an uncaught exception, an
 * unexpected error) while the tests ran, whatever the tests themselves said.
 */
export default function failOnServerFaults(): void {
  const reports = Object.values(e2eServers)
    .filter((server) => existsSync(server.log))
    .map((server) => ({ server, faults: serverFaults(readFileSync(server.log, 'utf8')) }))
    .filter(({ faults }) => faults.length > 0)
    .map(({ server, faults }) => `${server.name} (${server.log}):\n${faults.join('\n')}`);
  if (reports.length > 0) {
    throw new Error(`A server logged faults during the end-to-end tests:\n${reports.join('\n')}`);
  }
}
