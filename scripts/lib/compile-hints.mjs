// V8's explicit compile hint for the JavaScript every page runs while it starts.
//
// Chrome compiles a function only when it is first called, on the main thread. Hydration calls
// most of React's and Next's start-up code, so that lazy compiling lands inside the page's
// long tasks (Lighthouse's Total Blocking Time). A script that begins with the magic comment
// `//# allFunctionsCalledOnLoad` is compiled eagerly, on a background thread while it streams
// in (Chrome 136+, https://v8.dev/blog/explicit-compile-hints). Other browsers ignore the comment.
//
// `next build` has no option to add a banner to its chunks, so `npm run build` runs this on the
// finished build. The chunks are chosen from Next's own manifests: the root files loaded by every
// page and each route's entry files. Chunks loaded later (dialogs, forms) are left alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { filesUnder } from './files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CLIENT_MANIFEST = /_client-reference-manifest\.js$/;

/** Each route's entry chunks, from the client reference manifests Next writes per page. */
function routeEntryChunks(distDir) {
  const appDir = join(distDir, 'server', 'app');
  if (!existsSync(appDir)) return [];
  const chunks = [];
  for (const file of filesUnder(appDir)) {
    if (!CLIENT_MANIFEST.test(file)) continue;
    // The manifest is a script that assigns to globalThis.__RSC_MANIFEST; run it in isolation.
    const sandbox = {};
    runInNewContext(readFileSync(file, 'utf8'), sandbox, { timeout: 1000 });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) chunks.push(...files);
    }
  }
  return chunks;
}

/**
 * The JavaScript files (relative to `distDir`) that pages load and run as they start.
 * @param {string} distDir the build directory, `.next`
 * @returns {string[]}
 */
export function firstLoadChunks(distDir) {
  const buildManifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const chunks = [...(buildManifest.rootMainFiles ?? []), ...routeEntryChunks(distDir)];
  return [...new Set(chunks)].filter((chunk) => chunk.endsWith('.js')).sort();
}

/**
 * Puts the compile hint at the top of every first-load chunk that lacks it.
 * @param {string} distDir the build directory, `.next`
 * @returns {string[]} the chunks changed (none when run again on the same build)
 */
export function addCompileHints(distDir) {
  const changed = [];
  for (const chunk of firstLoadChunks(distDir)) {
    const path = join(distDir, chunk);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    changed.push(chunk);
  }
  return changed;
}
