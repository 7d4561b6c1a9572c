// BENCH_COMPARE=<git ref>: the site as it was at that ref, built and served the way that ref
// builds and serves it (its own `npm run build` and `npm start`), so one bench run measures
// before and after side by side, on the same machine at the same time.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const git = (...args) =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    // Output to stderr: stdout carries the bench's table.
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`),
          ),
    );
  });
}

/**
 * Checks out `ref` in a temporary git worktree, with this checkout's node_modules hard-linked
 * into it (`cp -al`: the ref is assumed to have the same dependencies), and builds it.
 * @param {string} ref
 * @param {(message: string) => void} log
 * @returns {Promise<{ dir: string, label: string, name: string, commit: string, remove: () => void }>}
 */
export async function checkoutAndBuild(ref, log) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const label = git('rev-parse', '--short', commit);
  const name = label.startsWith(ref) ? label : `${ref} (${label})`;
  const dir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  // Also when the bench is interrupted (bench/lib/server.mjs exits on SIGINT and SIGTERM).
  process.on('exit', remove);
  try {
    git('worktree', 'add', '--detach', dir, commit);
    log(`${name} checked out in ${dir}; linking node_modules...`);
    await run('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')], ROOT);
    log(`building ${label} with its own \`npm run build\`...`);
    await run('npm', ['run', 'build'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, label, name, commit, remove };
}
