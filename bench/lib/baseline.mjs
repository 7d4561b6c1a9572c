// F0, the floor of the stack on this machine: a bare Next.js App Router page (a heading and a
// paragraph, no component, CSS or font of ours), built with the project's own next and react and
// measured in the same bench run as the site. Lighthouse's figures depend on the speed of the
// machine they are taken on; this one shows what the framework alone costs there. F1, the same
// page with the site's stylesheet, font and hero, is bench/lib/styled-floor.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NEXT_BIN, ROOT } from './server.mjs';

/** Under bench/results/, which git and ESLint ignore; the project's node_modules resolve from it. */
export const BASELINE_DIR = join(ROOT, 'bench', 'results', 'baseline');

/**
 * A floor's next.config.mjs (its own, or Next would find and load the project's next.config.ts
 * above it). The floors are built as the site is: with webpack (package.json's `build`) and V8's
 * compile hint on every script (next.config.ts, withCompileHints), so that they show the framework
 * as this project builds it, and the budgets what the pages add to that. `headers` (`{ key, value
 * }`s) are sent with every response, as the site's `headers()` sends its own; none by default.
 */
export function floorConfig(experimental = {}, headers = []) {
  const hints = pathToFileURL(join(ROOT, 'scripts', 'lib', 'compile-hints.mjs')).href;
  const sent = headers.length
    ? `
  async headers() {
    return [{ source: '/:path*', headers: ${JSON.stringify(headers)} }];
  },`
    : '';
  return `import { compileHints } from ${JSON.stringify(hints)};

export default {
  poweredByHeader: false,
  experimental: ${JSON.stringify(experimental)},${sent}
  webpack(config, { dev, isServer, webpack }) {
    if (!isServer && !dev) config.plugins.push(compileHints(webpack));
    return config;
  },
};
`;
}

/** What every floor app needs to be built apart from the project it sits in. */
export const APP_FILES = {
  'next.config.mjs': floorConfig(),
  // Its own (idle) proxy and instrumentation: without them, Next's build takes the
  // project's proxy.ts and instrumentation.ts from the workspace root above it, and the floor
  // would carry our proxy (and, since the CMS, fail to build without Payload's bundling settings).
  'proxy.js': `import { NextResponse } from 'next/server';
export function proxy() {
  return NextResponse.next();
}
export const config = { matcher: '/__baseline-no-proxy' };
`,
  'instrumentation.js': 'export function register() {}\n',
};

const FILES = {
  ...APP_FILES,
  'app/layout.jsx': `export const metadata = {
  title: 'Baseline',
  description: 'A bare Next.js App Router page, the floor of the stack.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // The floor of an API answer (npm run bench:api): a route handler that does nothing.
  'app/api/floor/route.js': `export function POST() {
  return Response.json({ ok: true }, { status: 201 });
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next.js App Router page: the framework and nothing else.</p>
    </main>
  );
}
`,
};

/** Writes the bare app afresh and builds it as the site is built; resolves to its directory. */
export function buildBaseline() {
  return buildApp(BASELINE_DIR, FILES);
}

/**
 * Writes an app of `files` ({ path: text or bytes }) afresh in `dir` and runs the project's own
 * `next build --webpack` on it (as package.json's `build`); resolves to `dir`.
 */
export async function buildApp(dir, files) {
  rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  let output = '';
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build', '--webpack', dir], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const capture = (chunk) => (output = (output + chunk).slice(-16_384));
    child.stdout.on('data', capture);
    child.stderr.on('data', capture);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`build of ${dir} failed (${signal ?? `exit code ${code}`}):\n${output}`),
          ),
    );
  });
  return dir;
}
