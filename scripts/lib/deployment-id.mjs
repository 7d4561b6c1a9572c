// Which build this is, for next.config.ts: the deployment id Next's skew protection compares
// between a browser and the server (`deploymentId`), and the commit the build_info metric names.
// Next bakes the id into the prerendered pages at build time but takes the server's from the
// config it loads at start: a commit made after the build (or DEPLOYMENT_ID set differently)
// would make every client-side navigation a full reload. So `next build` records the identity
// in BUILD_IDENTITY_FILE and the production server uses that record.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Written by `next build`, read by the production server (not under .next/: that is Next's). */
export const BUILD_IDENTITY_FILE = join(ROOT, '.build-identity.json');

/** What a build is made of: hashed when there is neither DEPLOYMENT_ID nor git. */
const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'patches',
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'mdx-components.tsx',
  'payload.config.ts',
  'package.json',
  'package-lock.json',
];

/** The commit checked out in `root`, or null (no git, or not a repository: a tarball). */
export function gitCommit(root = ROOT) {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const commit = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{40}$/.test(commit) ? commit : null;
}

function hashTree(hash, root, path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return; // optional files
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, root, join(path, name));
  } else {
    hash
      .update(`${relative(root, path)}\0`)
      .update(readFileSync(path))
      .update('\0');
  }
}

/** A hash of the sources a build is made from (names and contents, not times). */
export function sourceHash(root = ROOT) {
  const hash = createHash('sha256');
  for (const source of SOURCES) hashTree(hash, root, join(root, source));
  return hash.digest('hex');
}

/**
 * The deployment id: DEPLOYMENT_ID when set (the same value for the build and every instance),
 * else the git commit, else a hash of the sources. It travels in a header and a query string, so
 * it is kept to letters, digits, '.', '_' and '-'.
 * @returns {{ deploymentId: string, commit: string }}
 */
export function buildIdentity(env = process.env, root = ROOT) {
  const commit = gitCommit(root);
  const given = env.DEPLOYMENT_ID?.trim();
  if (given && !/^[A-Za-z0-9_.-]{1,64}$/.test(given))
    throw new Error(`DEPLOYMENT_ID '${given}': use up to 64 letters, digits, '.', '_' or '-'`);
  const deploymentId =
    given || (commit ? commit.slice(0, 12) : `src-${sourceHash(root).slice(0, 16)}`);
  return { deploymentId, commit: commit ?? 'unknown' };
}

/** The identity `next build` recorded, or null before the first build. */
export function recordedIdentity(file = BUILD_IDENTITY_FILE) {
  if (!existsSync(file)) return null;
  const { deploymentId, commit } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof deploymentId === 'string' && typeof commit === 'string'
    ? { deploymentId, commit }
    : null;
}

/**
 * The identity for a phase of Next (next.config.ts's `phase`): the build computes and records it,
 * the production server takes the record (computing it only when there is none), dev computes it.
 */
export function identityForPhase(phase, env = process.env, root = ROOT) {
  const file = join(root, '.build-identity.json');
  if (phase === 'phase-production-server')
    return recordedIdentity(file) ?? buildIdentity(env, root);
  const identity = buildIdentity(env, root);
  if (phase === 'phase-production-build') writeFileSync(file, `${JSON.stringify(identity)}\n`);
  return identity;
}
