// npm run bench:first-paint -- [--runs N] [--fresh] <url>...
//
// What each page's first paint waited for under Lighthouse's applied throttling (slow 4G, 4x CPU,
// its mobile screen), from a Chromium trace of each load (bench/lib/first-paint.mjs): when the
// parser reached <body>, when rendering was allowed to begin (a preloaded font blocks it for up to
// 100 ms after <body>), DOMContentLoaded, the first contentful paint, the font's last byte, the
// frame's style, layout and paint work, Blink's font lookups before the paint, and the work before
// the paint that only the lab does (the font strike calls of Chromium on Linux, the document
// decoded again for DevTools). Loads are interleaved between the pages, each in a fresh browser
// context (with --fresh, a fresh browser) and, as `npm run bench`'s, from a page of another site
// (BENCH_START=blank starts them from about:blank); medians of N runs (5 by default). A diagnostic
// beside `npm run bench`, which judges the budgets: it serves nothing itself, so start the servers
// first (README: 'What the first paint waits for'). As that one, it first makes sure Chromium has a
// font for Hindi and for Gujarati (bench/lib/script-fonts.mjs).
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs';
import { describePhases, firstPaintPhases } from './lib/first-paint.mjs';
import { describeFreshMemory, freshMemorySeconds } from './lib/machine.mjs';
import { ensureScriptFonts } from './lib/script-fonts.mjs';
import { startFrom, startStartPage } from './lib/start-page.mjs';

const CATEGORIES = [
  'blink',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'fonts',
  'loading',
];

const args = process.argv.slice(2);
// --fresh: a new Chromium for each load, as Lighthouse launches one for each run. One browser for
// all loads (the default) keeps the browser's font caches warm after the first load.
const fresh = args.includes('--fresh');
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 5 : Number(args[runsAt + 1]);
const urls = args.filter((arg, i) => arg !== '--fresh' && i !== runsAt && i !== runsAt + 1);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  urls.length === 0 ||
  urls.some((u) => !URL.canParse(u))
) {
  process.stderr.write('usage: npm run bench:first-paint -- [--runs N] [--fresh] <url>...\n');
  process.exit(2);
}

let start;
try {
  start = startFrom(process.env.BENCH_START);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

try {
  ensureScriptFonts((message) => process.stderr.write(`[fonts] ${message}\n`));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const profile = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;
const executablePath = await ensureChromium();
const launch = () => chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
let browser = fresh ? null : await launch();
const startPage = start === 'elsewhere' ? await startStartPage() : null;
const loads = new Map(urls.map((url) => [url, []]));
const freshMemory = { before: freshMemorySeconds(), after: null };
try {
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      if (fresh) browser = await launch();
      try {
        loads.get(url).push(await load(url));
      } finally {
        if (fresh) await browser.close();
      }
    }
  }
} finally {
  if (!fresh) await browser.close();
  await startPage?.stop();
}
freshMemory.after = freshMemorySeconds();
console.log(`${describeFreshMemory(freshMemory)}.`);
if (fresh) console.log('Each load ran in a Chromium of its own (--fresh), as Lighthouse runs.');
console.log(
  startPage
    ? 'Each load started from a page of another site (BENCH_START=blank starts from about:blank).'
    : 'Each load started from about:blank (BENCH_START=blank).',
);
for (const url of urls) console.log(describePhases(url, loads.get(url)));
// A page none of whose loads could be read (unreachable, or no paint in its trace) fails the run.
if (urls.some((url) => loads.get(url).every((phases) => phases === null))) process.exitCode = 1;

/** One throttled load of `url` in a fresh context, as its phases (null if unreadable). */
async function load(url) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
  });
  try {
    const page = await context.newPage();
    // Unthrottled and before the trace, as Lighthouse loads its blankPage.
    if (startPage) await page.goto(startPage.url, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
    await cdp.send('Network.enable');
    // As Lighthouse's devtools throttling sets them (core/lib/emulation.js).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.requestLatencyMs,
      downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(500);
    } catch (error) {
      await browser.stopTracing();
      process.stderr.write(`${url}: ${error.message.split('\n')[0]}\n`);
      return null;
    }
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return firstPaintPhases(traceEvents, page.url());
  } finally {
    await context.close();
  }
}
