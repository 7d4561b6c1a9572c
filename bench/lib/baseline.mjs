// The floor of the stack on this machine: a bare Next.js App Router page (a heading and a
// paragraph, no component of ours), built with the project's own next and react and measured in
// the same bench run as the site. Lighthouse's mobile score depends on the speed of the machine
// it runs on (its CPU index); this row shows what the framework alone scores there.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEXT_BIN, ROOT } from './server.mjs';

/** Under bench/results/, which git and ESLint ignore; the project's node_modules resolve from it. */
export const BASELINE_DIR = join(ROOT, 'bench', 'results', 'baseline');

const FILES = {
  // Its own config, or Next would find and load the project's next.config.ts above it.
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  // Its own (idle) proxy and instrumentation: without them, Next's Turbopack build takes the
  // project's proxy.ts and instrumentation.ts from the workspace root above it, and the floor
  // would carry our proxy (and, since the CMS, fail to build without Payload's bundling settings).
  'proxy.js': `import { NextResponse } from 'next/server';
export function proxy() {
  return NextResponse.next();
}
export const config = { matcher: '/__baseline-no-proxy' };
`,
  'instrumentation.js': 'export function register() {}\n',
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

/** Writes the bare app afresh and runs `next build` on it; resolves to its directory. */
export async function buildBaseline() {
  rmSync(BASELINE_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(BASELINE_DIR, name, '..'), { recursive: true });
    writeFileSync(join(BASELINE_DIR, name), text);
  }
  let output = '';
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build', BASELINE_DIR], {
      cwd: BASELINE_DIR,
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
        : reject(new Error(`baseline build failed (${signal ?? `exit code ${code}`}):\n${output}`)),
    );
  });
  return BASELINE_DIR;
}
