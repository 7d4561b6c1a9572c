import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptFonts } from '../../bench/lib/script-fonts.mjs';

// fontconfig, Chromium's font source on Linux, reads the configuration FONTCONFIG_FILE names:
// here one whose only font folder is empty, as on a machine without fonts for Hindi and Gujarati.
let folder: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'script-fonts-'));
  const config = join(folder, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<fontconfig>
  <dir>${join(folder, 'fonts')}</dir>
  <cachedir>${join(folder, 'cache')}</cachedir>
</fontconfig>
`,
  );
  env = { ...process.env, FONTCONFIG_FILE: config };
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('a machine with no font for Hindi and Gujarati has none to name, so the bench installs them', () => {
  expect(scriptFonts(env)).toBeNull();
});

test('a machine without fontconfig has none either', () => {
  expect(scriptFonts({ ...env, PATH: folder })).toBeNull();
});

test("a machine's own fonts are named when it has one for each language, as fc-list lists them", () => {
  const listed = (lang: string) =>
    spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
  const hindi = listed('hi');
  const gujarati = listed('gu');
  const named = scriptFonts();
  if (hindi.length === 0 || gujarati.length === 0) {
    // This machine has not been provisioned by a bench run (fonts-noto-core): nothing to name.
    expect(named).toBeNull();
    return;
  }
  const match = /^hi: (.+), gu: (.+)$/.exec(named ?? '');
  expect(match).not.toBeNull();
  expect(hindi).toContain(match![1]);
  expect(gujarati).toContain(match![2]);
});
