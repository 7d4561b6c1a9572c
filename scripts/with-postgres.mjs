#!/usr/bin/env node
// Runs a command beside a throwaway PostgreSQL server (scripts/lib/postgres.mjs), with
// DATABASE_URL and PAYLOAD_SECRET set for it, and stops the server when the command ends or when
// this process is told to stop. The end-to-end tests run the site on Postgres this way:
//   node scripts/with-postgres.mjs -- sh -c 'node scripts/serve.mjs'
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startPostgres } from './lib/postgres.mjs';

const command = process.argv.slice(process.argv.indexOf('--') + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}
const server = await startPostgres();
console.log(`[with-postgres] PostgreSQL on 127.0.0.1:${server.port} (pid ${server.pid})`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: server.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
  },
});
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    child.once('exit', () => void stop(0));
  });
}
child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
