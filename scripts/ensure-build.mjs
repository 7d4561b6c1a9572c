// `npm start` serves the production build; this builds it first when it is missing or older
// than the sources, so `npm install && npm start` works on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildId = join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.ts',
  'proxy.ts',
  'mdx-components.tsx',
  'package.json',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((source) => join(root, source))
    .filter(existsSync)
    .map(newestMtime),
);

if (changedAt > builtAt) {
  console.log(
    builtAt
      ? 'Sources changed since the last build; rebuilding.'
      : 'No production build yet; building.',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
