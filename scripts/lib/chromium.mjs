// Locate a system Chromium/Chrome binary and the flags we run it with.
// Used by the Lighthouse bench (bench/lighthouse.mjs) and the end-to-end tests (playwright.config.ts).
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Path of a system Chromium, or null.
 * CHROMIUM_PATH wins when it is set and points at an existing file.
 * @returns {string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of CANDIDATES) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Flags for any headless automation (Playwright adds its own headless flag). */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/** Flags for launching Chromium ourselves (e.g. for Lighthouse via chrome-launcher). */
export const CHROMIUM_ARGS = Object.freeze(['--headless=new', ...CHROMIUM_FLAGS]);
