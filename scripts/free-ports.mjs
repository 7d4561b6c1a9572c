#!/usr/bin/env node
// `node scripts/free-ports.mjs N` prints N (default 1) different free TCP ports on 127.0.0.1,
// separated by spaces: for playwright.config.ts, which must choose its servers' ports
// synchronously. The bench imports freePorts.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await freePorts(Number(process.argv[2] ?? 1))).join(' '));
}
