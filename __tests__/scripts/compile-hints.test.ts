import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  COMPILE_HINT,
  addCompileHints,
  firstLoadChunks,
} from '../../scripts/lib/compile-hints.mjs';

/** A build directory shaped like the one `next build` writes, with only the files read here. */
function fakeBuild(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(distDir, path)), { recursive: true });
    writeFileSync(join(distDir, path), text);
  };
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'],
    }),
  );
  const manifest = {
    entryJSFiles: {
      '[project]/app/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'],
      '[project]/app/(site)/career/page': ['static/chunks/layout.js', 'static/chunks/career.js'],
    },
  };
  write(
    'server/app/(site)/career/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});` +
      `globalThis.__RSC_MANIFEST["/(site)/career/page"]=${JSON.stringify(manifest)};`,
  );
  for (const chunk of ['runtime', 'react-dom', 'layout', 'career', 'polyfills', 'dialog']) {
    write(`static/chunks/${chunk}.js`, `console.log(${JSON.stringify(chunk)});\n`);
  }
  return distDir;
}

const read = (distDir: string, chunk: string) =>
  readFileSync(join(distDir, 'static/chunks', chunk), 'utf8');

describe('compile hints', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = fakeBuild();
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('picks the root files and every route entry script, nothing loaded later', () => {
    expect(firstLoadChunks(distDir)).toEqual([
      'static/chunks/career.js',
      'static/chunks/layout.js',
      'static/chunks/react-dom.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('puts the hint on the first line of those chunks only, keeping their code', () => {
    expect(addCompileHints(distDir)).toHaveLength(4);
    expect(read(distDir, 'career.js')).toBe(`${COMPILE_HINT}console.log("career");\n`);
    expect(read(distDir, 'react-dom.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(read(distDir, 'dialog.js')).toBe('console.log("dialog");\n');
    expect(read(distDir, 'polyfills.js')).toBe('console.log("polyfills");\n');
  });

  it('changes nothing when run again on the same build', () => {
    addCompileHints(distDir);
    expect(addCompileHints(distDir)).toEqual([]);
    expect(read(distDir, 'layout.js')).toBe(`${COMPILE_HINT}console.log("layout");\n`);
  });
});
