// The fonts a visitor's phone has for the scripts the site writes in, on the machine the benchmarks
// load pages in. The privacy policy is published in Hindi and Gujarati (/privacy/hi, /privacy/gu),
// and the English policy names both languages in their own script. Android ships Noto Sans
// Devanagari and Noto Sans Gujarati, the first fonts the `:lang(hi)` and `:lang(gu)` stacks of
// globals.css name. A Debian machine without fonts-noto-core has neither: Chrome then asks
// fontconfig for every family of those stacks and for a fallback for each character, finds none,
// and draws missing-glyph boxes, work and a first screen no visitor's phone has (bench/README.md,
// 'What the first frame's type costs').
import { spawnSync } from 'node:child_process';
import { provided } from '../../scripts/lib/apt.mjs';

/** The languages of the site's pages besides English, by their BCP 47 tag (fontconfig's :lang). */
const LANGUAGES = ['hi', 'gu'];

/** The first family fontconfig has for `lang`, or null when it has none (or fc-list is missing). */
function familyFor(lang, env) {
  const result = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8', env });
  if (result.error || result.status !== 0) return null;
  const families = result.stdout.split('\n').filter(Boolean);
  return families.find((family) => family.includes('Sans')) ?? families[0] ?? null;
}

/**
 * A font family for each of the site's other languages as fontconfig (Chromium's font source on
 * Linux) sees them under `env` ('hi: Noto Sans Devanagari, gu: Noto Sans Gujarati'), or null
 * when one has none.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function scriptFonts(env = process.env) {
  const families = LANGUAGES.map((lang) => familyFor(lang, env));
  return families.every(Boolean)
    ? LANGUAGES.map((lang, i) => `${lang}: ${families[i]}`).join(', ')
    : null;
}

/**
 * Makes sure Chromium has a font for each of the site's other languages, installing Debian's
 * fonts-noto-core (what Android has) with apt-get when it can; returns a line saying which fonts.
 * Nothing to do outside Linux: macOS and Windows ship fonts for both scripts. Throws, saying how to
 * install them, when they are missing and cannot be installed here: the pages in those languages
 * would be measured drawing boxes.
 * @param {(message: string) => void} log
 * @returns {string}
 */
export function ensureScriptFonts(log) {
  if (process.platform !== 'linux') return 'the system fonts';
  return provided({
    find: () => scriptFonts(),
    packages: ['fontconfig', 'fonts-noto-core'],
    what: `A font for each of ${LANGUAGES.join(', ')} (fontconfig's fc-list :lang=<tag>)`,
    log,
  });
}
