import { existsSync, readFileSync } from 'node:fs';
import { serverFaults } from '../../scripts/lib/server-faults.mjs';
import { e2eServers } from './servers';

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
