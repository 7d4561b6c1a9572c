#!/usr/bin/env node
// Make sure a system Chromium is available and print/return its path.
//   node scripts/ensure-chromium.mjs   -> prints the path (stdout), exit 1 if none
// As root on Debian it installs the `chromium` package with apt-get when missing.
// It never skips silently: without a browser it explains how to get one and exits 1.
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall, aptUnavailable } from './lib/apt.mjs';
import { findChromium } from './lib/chromium.mjs';

function failNoChromium(extra = '') {
  process.stderr.write(
    [
      '',
      'ERROR: no Chromium/Chrome browser was found.',
      extra,
      'Looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser and /usr/bin/google-chrome.',
      'Install one of these:',
      '  - Debian/Ubuntu:  sudo apt-get update && sudo apt-get install chromium',
      '  - or set CHROMIUM_PATH to the path of a Chrome/Chromium binary, e.g.',
      '      CHROMIUM_PATH=/path/to/chrome npm run bench',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n') + '\n',
  );
  process.exit(1);
}

/**
 * Returns the path of a usable Chromium, installing it with apt-get when running
 * as root on Debian. Exits the process with code 1 if none can be found.
 * @returns {Promise<string>}
 */
export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    process.stderr.write(
      `[ensure-chromium] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; ignoring it\n`,
    );
  }
  const found = findChromium();
  if (found) return found;

  const unavailable = aptUnavailable();
  if (unavailable) failNoChromium(unavailable);

  process.stderr.write(
    '[ensure-chromium] Chromium not found; installing it with apt-get (Debian, root)...\n',
  );
  const ok = aptInstall(['chromium'], (message) =>
    process.stderr.write(`[ensure-chromium] ${message}\n`),
  );
  const afterInstall = findChromium();
  if (afterInstall) return afterInstall;
  failNoChromium(
    ok
      ? 'apt-get install chromium finished but no binary was found.'
      : 'apt-get install chromium failed.',
  );
  return null; // unreachable
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const path = await ensureChromium();
  process.stdout.write(`${path}\n`);
}
