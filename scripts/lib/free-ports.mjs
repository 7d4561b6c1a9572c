// Free TCP ports on 127.0.0.1, for every server a test or a benchmark starts (jest's
// __tests__, Playwright's e2e/ and playwright.config.ts through scripts/free-ports.mjs, bench/).
import { createServer } from 'node:net';

/**
 * `count` different free TCP ports on 127.0.0.1, chosen by the OS (each is held until all are
 * known, so none is given twice).
 * @param {number} [count]
 * @returns {Promise<number[]>}
 */
export async function freePorts(count = 1) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const srv = createServer();
          srv.unref();
          srv.on('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = servers.map((srv) => srv.address().port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

/**
 * A TCP port on 127.0.0.1 that is free now, chosen by the OS.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const [port] = await freePorts(1);
  return port;
}
