// `npm run privacy:export -- <address>` prints what the site holds about an e-mail address;
// `npm run privacy:erase -- <address>` removes it all and prints what it removed (docs/personal-data.md).
// Run by tsx with the react-server condition (server-only modules load as they do in the server),
// with the site's settings from the environment or .env.
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');

const [command, address] = process.argv.slice(2);
if ((command !== 'export' && command !== 'erase') || !address) {
  console.error(
    'usage: npm run privacy:export -- <address>  |  npm run privacy:erase -- <address>',
  );
  process.exit(2);
}

const { dataDir, env } = await import('../lib/env');
const { hashKey } = await import('../lib/secrets');
const { eraseHoldings, findHoldings } = await import('../lib/privacy/data-request');
const { formatHoldings } = await import('../lib/privacy/report');
const { seedJobs } = await import('../lib/cms/seed/jobs');
const { OTHER_POSITION } = await import('../lib/validation/application-rules');

const redis = env.REDIS_URL
  ? new (await import('ioredis')).default(env.REDIS_URL, { maxRetriesPerRequest: 2 })
  : undefined;
try {
  const scope = {
    dataDir,
    hashKey: await hashKey(),
    redis,
    positions: [...seedJobs.map((job) => job.title), OTHER_POSITION],
  };
  const holdings =
    command === 'erase' ? await eraseHoldings(address, scope) : await findHoldings(address, scope);
  console.log(formatHoldings(address.trim(), holdings, command === 'erase'));
  console.log(
    "Not reachable from here: counters kept in a running server's memory (without REDIS_URL) and fingerprints of submissions; both expire within 24 hours. Messages already delivered are in the staff mailboxes.",
  );
} catch (error) {
  console.error(`privacy:${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  redis?.disconnect();
}
