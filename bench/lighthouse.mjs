#!/usr/bin/env node
// Lighthouse benchmark of the production build against two floors built in the same run (F0, a
// bare Next.js page; F1, that page with the site's stylesheet, font and hero), under applied
// throttling (devtools) and Lantern's simulated throttling, every target's runs interleaved.
// `npm run bench [-- /path ...]`. See bench/README.md for what it does and the env vars it reads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { buildBaseline } from './lib/baseline.mjs';
import { budgetMisses, describeBudgets, runBudgets } from './lib/budgets.mjs';
import { checkoutAndBuild } from './lib/compare.mjs';
import {
  COLUMNS,
  describeSpread,
  failingAudits,
  figuresTable,
  perfHints,
  sideBySideRows,
} from './lib/lighthouse-report.mjs';
import { describeFreshMemory, freshMemorySeconds } from './lib/machine.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import {
  describeFirstPaint,
  describeRaces,
  lanternRace,
  requestsBeforeLargestPaint,
} from './lib/paint-race.mjs';
import { groupCpuSeconds } from './lib/proc.mjs';
import { ensureScriptFonts } from './lib/script-fonts.mjs';
import { ensureBuild, startServer } from './lib/server.mjs';
import { settle } from './lib/settle.mjs';
import { startFrom, startStartPage } from './lib/start-page.mjs';
import { buildStyledFloor } from './lib/styled-floor.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 120_000;
/** Tries per run before a target is reported with a run error. */
const RUN_ATTEMPTS = 3;
const METHOD_TITLES = {
  devtools: 'Applied throttling (devtools: slow 4G, 4x CPU, applied while the page loads)',
  simulate: "Lantern (simulate: Lighthouse's default, what PageSpeed Insights shows)",
};
/** The floors' rows, first in every table. */
const FLOOR_LABELS = {
  F0: 'F0 (bare Next.js page)',
  F1: 'F1 (F0 + site CSS, font, hero)',
  "F1'": "F1' (F1 again: its A/A twin)",
};

/** The Chrome of the run in progress, killed if the process exits mid-run. */
let activeChrome = null;

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

function fail(message) {
  log(message);
  process.exit(2);
}

/** BENCH_PROXY=nginx: every server is measured through deploy/nginx.conf (bench/lib/nginx.mjs). */
const PROXY = process.env.BENCH_PROXY || null;
if (PROXY !== null && PROXY !== 'nginx')
  fail(`BENCH_PROXY must be "nginx" or unset (got "${PROXY}")`);

/**
 * BENCH_FLOOR_HEADERS=site: F1 sends the site's security headers (next.config.ts) as the site does.
 * Not the floor DECISIONS.md defines (its stylesheet, font and hero): what the budgets would be if
 * it were also to pay the site's response headers; Cross-Origin-Opener-Policy costs a page loaded
 * in a fresh tab a new browsing context group (bench/README.md, 'What the first paint waits for').
 */
const FLOOR_HEADERS = process.env.BENCH_FLOOR_HEADERS || null;
if (FLOOR_HEADERS !== null && FLOOR_HEADERS !== 'site')
  fail(`BENCH_FLOOR_HEADERS must be "site" or unset (got "${FLOOR_HEADERS}")`);

/**
 * BENCH_START: where each load under applied throttling starts. `elsewhere` (default): a page of
 * another site (bench/lib/start-page.mjs), as a visitor's first page of a visit is opened; `blank`:
 * Lighthouse's about:blank, whose renderer, already started, takes a page that sends no
 * Cross-Origin-Opener-Policy, as no visitor's first page is (bench/README.md, 'Where a load
 * starts'). Lantern's runs start from about:blank either way: its figure is PageSpeed Insights'.
 */
let START;
try {
  START = startFrom(process.env.BENCH_START);
} catch (error) {
  fail(error.message);
}

/**
 * BENCH_SETTLE=0: start each load at once, without first letting the server finish what the last
 * request of that page left it to do (bench/lib/settle.mjs; on by default).
 */
const SETTLE_RAW = process.env.BENCH_SETTLE ?? '1';
if (SETTLE_RAW !== '0' && SETTLE_RAW !== '1')
  fail(`BENCH_SETTLE must be 0 or 1 (got "${SETTLE_RAW}")`);
const SETTLE = SETTLE_RAW === '1';

/** For a run's log line: the server's CPU while it settled before the run, and how long it took. */
function describeSettled(settled) {
  if (settled === null) return '';
  if (settled.cpuMs === null) return `; settled: no CPU reading, ${settled.waitedMs} ms`;
  const how = settled.quiet ? 'quiet after' : 'still busy after';
  return `; before it: server CPU ${settled.cpuMs} ms, ${how} ${settled.waitedMs} ms`;
}

if (process.env.BENCH_THROTTLING) {
  fail(
    'BENCH_THROTTLING is gone: every run measures with both methods (applied throttling and Lantern); ' +
      'BENCH_METHODS=devtools or BENCH_METHODS=simulate runs one of them only',
  );
}

/**
 * BENCH_METHODS: Lighthouse's throttling methods to run, `devtools` (applied: the budgets of the
 * times) and `simulate` (Lantern, PageSpeed Insights' figure: its own budgets); both by default.
 */
function parseMethods() {
  const raw = process.env.BENCH_METHODS || 'devtools,simulate';
  const methods = [...new Set(raw.split(',').map((m) => m.trim()))].filter(Boolean);
  if (methods.length === 0 || methods.some((m) => m !== 'devtools' && m !== 'simulate')) {
    fail(`BENCH_METHODS must list devtools and/or simulate (got "${raw}")`);
  }
  return ['devtools', 'simulate'].filter((m) => methods.includes(m));
}

function parseCount(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`${name} must be a positive integer (got "${raw}")`);
  return n;
}

const METHODS = parseMethods();
/** Runs per target: 5 with applied throttling; 3 with Lantern (fewer when BENCH_RUNS is lower). */
const RUNS = { devtools: parseCount('BENCH_RUNS', 5) };
RUNS.simulate = parseCount('BENCH_LANTERN_RUNS', Math.min(3, RUNS.devtools));

/** startServer(options), behind the proxy when BENCH_PROXY asks for one. */
async function serve(options) {
  const server = await startServer(options);
  if (!PROXY) return server;
  try {
    const proxy = await startNginx(server.url);
    log(`nginx ${proxy.url} in front of ${server.url}`);
    return {
      url: proxy.url,
      pid: server.pid, // the app server's group: what settle() waits for
      stop: async () => {
        await proxy.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

function median(values) {
  const nums = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 ? nums[mid] : (nums[mid - 1] + nums[mid]) / 2;
}

const round = (v, digits = 0) => (v === null ? null : Number(v.toFixed(digits)));

function decodeXml(s) {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Paths from the CLI (if any), else every <loc> of the local /sitemap.xml. */
async function routeList(origin) {
  const args = process.argv.slice(2).filter((a) => a.trim() !== '');
  if (args.length > 0) {
    return [...new Set(args.map((a) => (a.startsWith('/') ? a : `/${a}`)))];
  }
  const res = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok)
    throw new Error(
      `GET ${origin}/sitemap.xml returned ${res.status}; pass paths as arguments instead`,
    );
  const xml = await res.text();
  const paths = [];
  for (const m of xml.matchAll(/<loc>\s*([\s\S]*?)\s*<\/loc>/g)) {
    const loc = decodeXml(m[1].replace(/^<!\[CDATA\[|\]\]>$/g, ''));
    try {
      const u = new URL(loc, origin);
      paths.push(`${u.pathname}${u.search}`);
    } catch {
      log(`ignoring unparsable sitemap <loc>: ${loc}`);
    }
  }
  if (paths.length === 0)
    throw new Error('sitemap.xml lists no <loc> entries; pass paths as arguments instead');
  return [...new Set(paths)];
}

/**
 * One Lighthouse run with `method`'s throttling in a fresh Chrome, the page loaded from
 * `blankPage` (Lighthouse's about:blank when undefined); resolves to the LHR.
 */
async function runLighthouse(url, chromePath, method, blankPage) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: 'silent',
    handleSIGINT: false, // server.mjs installs the SIGINT handler; activeChrome is killed on exit
  });
  activeChrome = chrome;
  let timer;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The default mobile settings (slow 4G, 4x CPU), applied (devtools) or simulated (Lantern).
      throttlingMethod: method,
      disableStorageReset: false,
      // Audit a page answered with an error status too (a closed job's 410 Gone) instead of
      // refusing it; such a page still fails SEO's http-status-code audit, so it misses its budget.
      ignoreStatusCode: true,
      ...(blankPage ? { blankPage } : {}),
    });
    run.catch(() => {}); // a late rejection after a timeout must not crash the process
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse run timed out after ${RUN_TIMEOUT_MS / 1000}s`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([run, timeout]);
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse runtime error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  } finally {
    clearTimeout(timer);
    await killChrome(chrome);
  }
}

async function killChrome(chrome) {
  if (!chrome) return;
  const gone = new Promise((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', resolve);
  });
  try {
    chrome.kill();
  } catch {
    /* already dead */
  }
  let timer;
  await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 5_000)))]);
  clearTimeout(timer);
  if (activeChrome === chrome) activeChrome = null;
}
process.on('exit', () => {
  if (activeChrome?.pid) {
    try {
      process.kill(-activeChrome.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

/** Figures of one run. */
function figures(lhr, origin) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  // First-load JavaScript in Next's sense: the scripts the page loads to load. A script first
  // requested after the load event (a dynamic import the page makes once loaded and idle, such as
  // the field-data reporter) is listed apart, in `laterScripts`; its run time still counts in TBT.
  // network-requests times start at the document request, within a few ms of the navigation
  // start that observedLoad is measured from.
  const loadedAt = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  let jsBytes = 0;
  const scripts = [];
  const laterScripts = [];
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    let sameOrigin = false;
    try {
      sameOrigin = new URL(item.url).origin === origin;
    } catch {
      /* data: or elided URL */
    }
    if (!sameOrigin) continue;
    if (item.networkRequestTime > loadedAt) {
      laterScripts.push(item.url);
      continue;
    }
    jsBytes += item.transferSize ?? 0;
    scripts.push(item.url);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    // When the first pixel was painted, read from the trace (not simulated like FCP and LCP).
    observedFp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? null,
    jsKb: jsBytes / 1024,
    // Lighthouse's measure of the machine's speed during the run (higher is faster; it calls
    // results below 1000 less reliable). Shown so a slow moment on a shared machine is visible.
    cpuIndex: lhr.environment?.benchmarkIndex ?? null,
    scripts,
    laterScripts,
  };
}

const gzipSizes = new Map();
/**
 * Bytes of `url` as the server sends it gzipped: the unit of the JavaScript budgets. The browser
 * may have been sent another encoding (a BENCH_COMPARE ref's server may send brotli); the table
 * shows both.
 */
function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      new Promise((resolve, reject) => {
        const request = httpGet(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(bytes)
              : reject(new Error(`GET ${url} answered ${response.statusCode}`)),
          );
        });
        request.on('error', reject);
        request.setTimeout(15_000, () => request.destroy(new Error(`GET ${url} timed out`)));
      }),
    );
  }
  return gzipSizes.get(url);
}

/** Gzipped KiB of the first-load scripts of one run. */
async function gzipKb(scripts) {
  const sizes = await Promise.all([...new Set(scripts)].map(gzipSize));
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

function medianFigures(runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    performance: round(pick('performance')),
    accessibility: round(pick('accessibility')),
    bestPractices: round(pick('bestPractices')),
    seo: round(pick('seo')),
    fcp: round(pick('fcp')),
    lcp: round(pick('lcp')),
    tbt: round(pick('tbt')),
    cls: round(pick('cls'), 3),
    observedFp: round(pick('observedFp')),
    jsKb: round(pick('jsKb'), 1),
    jsGzipKb: round(pick('jsGzipKb'), 1),
    jsLaterGzipKb: round(pick('jsLaterGzipKb'), 1),
    cpuIndex: round(pick('cpuIndex')),
    serverCpuMs: round(pick('serverCpuMs')),
  };
}

/** File-name-safe form of a route: "/" -> "index", "/blog/a-b" -> "blog_a-b". */
function routeSlug(route) {
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9._-]+/g, '_');
  return slug || 'index';
}

/**
 * Every Lighthouse run of every target, interleaved: run 1 of each target (with each method),
 * then run 2 of each, ..., so that a slow moment of the machine does not fall on one target only.
 * Each run's report is written to `runsDir` rather than kept: a full sitemap's would not fit in memory.
 * Resolves, per target and method run, to the median figures, the report file of the run with
 * the median performance score (lower middle for even counts) and the run errors.
 */
async function measureTargets(targets, chromePath, runsDir, startUrl) {
  const measured = targets.map(() =>
    Object.fromEntries(METHODS.map((m) => [m, { runs: [], errors: [] }])),
  );
  const rounds = Math.max(...METHODS.map((m) => RUNS[m]));
  const total = targets.length * METHODS.reduce((sum, m) => sum + RUNS[m], 0);
  let done = 0;
  let lighthouseVersion = null;
  for (let i = 1; i <= rounds; i++) {
    for (const [index, target] of targets.entries()) {
      for (const method of METHODS) {
        if (i > RUNS[method]) continue;
        const { runs, errors } = measured[index][method];
        const name = `${method} ${i}/${RUNS[method]} ${target.name}`;
        done++;
        // Chrome now and then records a trace Lighthouse cannot use (NO_NAVSTART, "Please run
        // Lighthouse again"): such a run is repeated, so every target gets its runs.
        for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
          const url = `${target.origin}${target.path}`;
          const settled = SETTLE ? await settle(url, target.pid) : null;
          const t0 = Date.now();
          try {
            const serverCpuBefore = target.pid === undefined ? null : groupCpuSeconds(target.pid);
            const from = method === 'devtools' ? startUrl : undefined;
            const lhr = await runLighthouse(url, chromePath, method, from);
            const serverCpuAfter = target.pid === undefined ? null : groupCpuSeconds(target.pid);
            lighthouseVersion ??= lhr.lighthouseVersion;
            const f = figures(lhr, target.origin);
            // The server's CPU during the run (the page, its assets and any work they started).
            f.serverCpuMs =
              serverCpuBefore === null || serverCpuAfter === null
                ? null
                : Math.round((serverCpuAfter - serverCpuBefore) * 1000);
            if (method === 'simulate') f.race = lanternRace(lhr);
            f.jsGzipKb = await gzipKb(f.scripts);
            f.jsLaterGzipKb = await gzipKb(f.laterScripts);
            const file = join(runsDir, `${index}-${method}-${i}.json`);
            writeFileSync(file, JSON.stringify(lhr));
            runs.push({ f, file });
            log(
              `[${done}/${total}] ${name}: perf ${f.performance} FCP ${Math.round(f.fcp)} LCP ${Math.round(f.lcp)} ` +
                `obs. FP ${Math.round(f.observedFp)} TBT ${Math.round(f.tbt)} ms (${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
                `server CPU ${f.serverCpuMs ?? '?'} ms${describeSettled(settled)})`,
            );
            break;
          } catch (err) {
            log(
              `[${done}/${total}] ${name} attempt ${attempt}/${RUN_ATTEMPTS} FAILED: ${err.message}`,
            );
            if (attempt === RUN_ATTEMPTS) errors.push(`${method}: ${err.message}`);
          }
        }
      }
    }
  }
  const results = measured.map((byMethod) => {
    const out = { figures: { devtools: null, simulate: null }, lhrFiles: {}, errors: [] };
    // Each Lantern run's race, in the order they ran (see lanternRace).
    out.races = byMethod.simulate?.runs.map((r) => r.f.race) ?? [];
    for (const [method, { runs, errors }] of Object.entries(byMethod)) {
      const byPerf = [...runs].sort((a, b) => (a.f.performance ?? -1) - (b.f.performance ?? -1));
      out.figures[method] = medianFigures(runs.map((r) => r.f));
      out.lhrFiles[method] = byPerf[Math.floor((byPerf.length - 1) / 2)]?.file ?? null;
      out.errors.push(...errors);
    }
    return out;
  });
  return { results, lighthouseVersion };
}

/**
 * Builds and serves the floors: F0, the bare Next.js page, and F1, that page with the design of
 * the site served at `siteUrl` (bench/lib/styled-floor.mjs). A floor that fails is logged and
 * left out (the budgets relative to it are then not checked, and the run fails).
 */
async function startFloors(siteUrl) {
  const floors = {};
  const start = async (name, build) => {
    try {
      log(`building ${FLOOR_LABELS[name]}...`);
      const server = await serve({ dir: await build() });
      log(`${name}: server ${server.url}`);
      floors[name] = server;
    } catch (err) {
      log(`${name} not measured: ${err.message}`);
    }
  };
  await start('F0', buildBaseline);
  await start('F1', () => buildStyledFloor(siteUrl, { siteHeaders: FLOOR_HEADERS === 'site' }));
  return floors;
}

/**
 * The lines explaining `route`'s misses: per method and category, the audits of its median run;
 * for a first paint missed under applied throttling, where its time went beside F1's
 * (`f1Report(method)`: F1's median report of that method, or null).
 */
function missDiagnostics(misses, measured, f1Report = () => null) {
  const lines = [];
  for (const method of METHODS) {
    const file = measured.lhrFiles[method];
    const own = misses.filter((m) => m.method === method && m.category);
    if (!file || own.length === 0) continue;
    const lhr = JSON.parse(readFileSync(file, 'utf8'));
    for (const category of CATEGORIES) {
      if (!own.some((m) => m.category === category)) continue;
      const audits = failingAudits(lhr, category);
      lines.push(
        `  ${category} (${method}): ${audits.length ? 'failing weighted audits of the median-performance run:' : 'no failing weighted audit in the median-performance run'}`,
      );
      for (const a of audits)
        lines.push(`      * ${a.title}`, ...a.details.map((d) => `          ${d}`));
      if (category !== 'performance') continue;
      if (method === 'simulate' && own.some((m) => m.key === 'lcp'))
        lines.push(...requestsBeforeLargestPaint(lhr).map((l) => `    ${l}`));
      if (method === 'devtools' && own.some((m) => m.key === 'fcp' || m.key === 'observedFp')) {
        const path = describeFirstPaint(lhr, f1Report(method));
        if (path) lines.push(`    ${path}`);
      }
      const hints = perfHints(lhr);
      if (hints.length)
        lines.push('    hints (unweighted diagnostics):', ...hints.map((h) => `      * ${h}`));
    }
  }
  return lines;
}

/** [label, races] of the floors and routes measured with Lantern, in the tables' order. */
function lanternRaces(targets, measured) {
  return targets
    .map((target, index) => [target, measured[index].races])
    .filter(([target, races]) => target.kind !== 'compare' && races.length > 0)
    .map(([target, races]) => [
      target.kind === 'floor' ? FLOOR_LABELS[target.name] : target.route,
      races,
    ]);
}

/**
 * Lantern's LCP run by run. It counts a script only when the script had finished (and begun to
 * run) before the largest paint of the unthrottled recording it simulates from; the floors paint
 * about when their scripts finish, so their figure moves with how many each run counted, while a
 * route that paints later counts all of them. The median in the Lantern table hides which.
 */
function describeLanternRaces(races) {
  return (
    "### Lantern's LCP run by run (ms; in brackets, the page's scripts that had finished before " +
    'the largest paint of the recording Lantern simulates from, and when that paint came)\n\n' +
    '| Target | Runs, in the order they ran |\n| --- | --- |\n' +
    races.map(([label, r]) => `| ${label} | ${describeRaces(r)} |`).join('\n')
  );
}

/** The tables: applied throttling, Lantern, first-load JS; `rows` are [label, { devtools, simulate }]. */
function tables(rows) {
  const jsMethod = METHODS[0];
  const out = METHODS.map(
    (method) =>
      `### ${METHOD_TITLES[method]}, medians of ${RUNS[method]} run(s)\n\n` +
      figuresTable(
        rows.map(([label, target]) => [label, target?.[method] ?? null]),
        COLUMNS[method],
      ),
  );
  out.push(
    `### First-load JavaScript (same-origin scripts requested before the load event; ${jsMethod} runs)\n\n` +
      figuresTable(
        rows.map(([label, target]) => [label, target?.[jsMethod] ?? null]),
        COLUMNS.js,
      ),
  );
  return out.join('\n\n');
}

async function main() {
  const chromePath = await ensureChromium();
  log(`Chromium: ${chromePath}`);
  log(`fonts for the site's other languages: ${ensureScriptFonts(log)}`);
  if (PROXY) ensureNginx(log);
  log(`methods: ${METHODS.map((m) => `${m} × ${RUNS[m]}`).join(', ')}`);

  await ensureBuild({ force: process.env.BENCH_SKIP_BUILD !== '1' });
  const compareRef = process.env.BENCH_COMPARE || null;
  const compare = compareRef ? await checkoutAndBuild(compareRef, log) : null;

  const servers = [];
  const runsDir = mkdtempSync(join(tmpdir(), 'bench-lhr-'));
  const removeRuns = () => rmSync(runsDir, { recursive: true, force: true });
  process.on('exit', removeRuns);
  let measured;
  let lighthouseVersion;
  const freshMemory = { before: null, after: null };
  const targets = [];
  try {
    let startUrl;
    if (START === 'elsewhere' && METHODS.includes('devtools')) {
      const startPage = await startStartPage();
      servers.push(startPage);
      startUrl = startPage.url;
      log(`applied-throttling loads start from ${startUrl}, a page of another site`);
    }
    const server = await serve({});
    servers.push(server);
    log(`server ${server.url}`);
    const origin = new URL(server.url).origin;
    const floors = process.env.BENCH_BASELINE === '0' ? {} : await startFloors(server.url);
    servers.push(...Object.values(floors));
    for (const [name, floor] of [
      ['F0', floors.F0],
      ['F1', floors.F1],
      ["F1'", floors.F1],
    ]) {
      if (floor)
        targets.push({
          kind: 'floor',
          name,
          origin: new URL(floor.url).origin,
          path: '/',
          pid: floor.pid,
        });
    }
    let compareOrigin = null;
    let comparePid;
    if (compare) {
      const compareServer = await serve({ checkout: compare.dir });
      servers.push(compareServer);
      log(`${compare.name}: server ${compareServer.url} (its own \`npm start\`)`);
      compareOrigin = new URL(compareServer.url).origin;
      comparePid = compareServer.pid;
    }
    const routes = await routeList(origin);
    log(`routes (${routes.length}): ${routes.join(' ')}`);
    for (const route of routes) {
      targets.push({ kind: 'route', name: route, route, origin, path: route, pid: server.pid });
      if (compareOrigin) {
        const name = `${route} on ${compare.label}`;
        targets.push({
          kind: 'compare',
          name,
          route,
          origin: compareOrigin,
          path: route,
          pid: comparePid,
        });
      }
    }
    freshMemory.before = freshMemorySeconds();
    log(`fresh memory: 1 GiB written in ${freshMemory.before?.toFixed(1) ?? 'unknown'} s`);
    ({ results: measured, lighthouseVersion } = await measureTargets(
      targets,
      chromePath,
      runsDir,
      startUrl,
    ));
    freshMemory.after = freshMemorySeconds();
  } catch (err) {
    removeRuns();
    throw err;
  } finally {
    for (const server of servers) await server.stop();
    compare?.remove();
    log('server(s) stopped');
  }

  const floors = { F0: null, F1: null, "F1'": null };
  const results = {};
  const before = {};
  const reports = {};
  for (const [index, target] of targets.entries()) {
    const { figures: f, errors } = measured[index];
    if (target.kind === 'floor') {
      floors[target.name] = f;
      for (const error of errors) log(`${target.name} run error: ${error}`);
    } else if (target.kind === 'route') {
      results[target.route] = f;
      reports[target.route] = measured[index];
    } else {
      before[target.route] = f;
      for (const error of errors) log(`${target.name}: ${error}`);
    }
  }

  const floorRows = Object.entries(floors)
    .filter(([, f]) => f !== null)
    .map(([name, f]) => [FLOOR_LABELS[name], f]);
  if (FLOOR_HEADERS === 'site' && floors.F1) {
    process.stdout.write(
      "\nF1 and F1' send the site's security headers (BENCH_FLOOR_HEADERS=site): not the floor of the verdict.\n",
    );
  }
  if (METHODS.includes('devtools')) {
    process.stdout.write(
      START === 'elsewhere'
        ? '\nUnder applied throttling every load starts from a page of another site (BENCH_START=elsewhere), Lantern from about:blank.\n'
        : "\nUnder applied throttling every load starts from Lighthouse's about:blank (BENCH_START=blank), as Lantern's do.\n",
    );
  }
  process.stdout.write(`\n${tables([...floorRows, ...Object.entries(results)])}\n`);
  const run = runBudgets(floors, METHODS);
  if (floors.F1) {
    process.stdout.write(`\nA/A spread of F1 (|F1 - F1'|): ${describeSpread(run.spread)}.\n`);
  }
  process.stdout.write(`\n${describeFreshMemory(freshMemory)}.\n`);
  const races = lanternRaces(targets, measured);
  if (races.length > 0) process.stdout.write(`\n${describeLanternRaces(races)}\n`);
  const missing = Object.keys(floors).filter((name) => floors[name] === null);
  if (missing.length > 0) {
    const why = process.env.BENCH_BASELINE === '0' ? 'BENCH_BASELINE=0' : 'see the log above';
    process.stdout.write(
      `\nNot measured: ${missing.join(', ')} (${why}). The budgets relative to a missing floor cannot be checked, so the run fails; without F1 there is no A/A spread to widen the margins to.\n`,
    );
  }
  if (compare) {
    const pick = (method) =>
      Object.fromEntries(Object.entries(before).map(([route, f]) => [route, f?.[method] ?? null]));
    const now = (method) =>
      Object.fromEntries(Object.entries(results).map(([route, f]) => [route, f?.[method] ?? null]));
    const sections = [
      ...METHODS.map((m) => [METHOD_TITLES[m], m, COLUMNS[m]]),
      ['First-load JavaScript', METHODS[0], COLUMNS.js],
    ];
    process.stdout.write(`\nSide by side with ${compare.name}, measured in turns in this run:\n`);
    for (const [title, method, columns] of sections) {
      process.stdout.write(
        `\n### ${title}\n\n${figuresTable(sideBySideRows(now(method), pick(method), compare.label), columns)}\n`,
      );
    }
  }

  process.stdout.write(
    `\nBudgets of this run:\n${describeBudgets(run)
      .map((l) => `- ${l}`)
      .join('\n')}\n`,
  );

  // F1's median reports, read once whichever routes need them.
  const f1Index = targets.findIndex((t) => t.kind === 'floor' && t.name === 'F1');
  const f1Reports = {};
  const f1Report = (method) => {
    const file = f1Index === -1 ? null : measured[f1Index].lhrFiles[method];
    if (!file) return null;
    f1Reports[method] ??= JSON.parse(readFileSync(file, 'utf8'));
    return f1Reports[method];
  };
  const failures = [];
  const missLines = {};
  for (const [route, target] of Object.entries(results)) {
    const misses = budgetMisses(route, target, run);
    const { errors } = reports[route];
    missLines[route] = misses.map((m) => m.line);
    if (misses.length === 0 && errors.length === 0) continue;
    const lines = [
      ...errors.map((e) => `  - run error: ${e}`),
      ...misses.map((m) => `  - ${m.line}`),
      ...missDiagnostics(misses, reports[route], f1Report),
    ];
    if (misses.length) failures.push(route);
    process.stdout.write(`\n${route}\n${lines.join('\n')}\n`);
  }

  rmSync(join(RESULTS_DIR, 'lhr'), { recursive: true, force: true });
  for (const [index, target] of targets.entries()) {
    if (target.kind === 'compare') continue;
    for (const [method, file] of Object.entries(measured[index].lhrFiles)) {
      if (!file) continue;
      const slug =
        target.kind === 'floor'
          ? `floors/${target.name.replace("'", '-twin')}`
          : routeSlug(target.route);
      mkdirSync(join(RESULTS_DIR, 'lhr', method, slug, '..'), { recursive: true });
      writeFileSync(join(RESULTS_DIR, 'lhr', method, `${slug}.json`), readFileSync(file));
    }
  }
  removeRuns();
  const out = {
    date: new Date().toISOString(),
    lighthouseVersion,
    proxy: PROXY,
    floorHeaders: FLOOR_HEADERS,
    start: START,
    settle: SETTLE,
    freshMemorySeconds: freshMemory,
    methods: METHODS,
    runs: Object.fromEntries(METHODS.map((m) => [m, RUNS[m]])),
    floors,
    spread: run.spread,
    lanternRaces: Object.fromEntries(races),
    budgets: describeBudgets(run),
    routes: results,
    misses: missLines,
    compare: compare ? { ref: compareRef, commit: compare.commit, routes: before } : null,
  };
  const outPath = join(RESULTS_DIR, 'latest.json');
  writeFileSync(outPath, `${JSON.stringify(out, null, 2)}\n`);
  log(`wrote ${outPath}`);

  if (failures.length === 0) {
    process.stdout.write('\nAll routes meet the budgets.\n');
    return 0;
  }
  process.stdout.write(`\n${failures.length} route(s) miss the budgets: ${failures.join(' ')}\n`);
  if (process.env.BENCH_NO_FAIL === '1') {
    process.stdout.write('BENCH_NO_FAIL=1: exiting 0 anyway.\n');
    return 0;
  }
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    log(`error: ${err?.stack ?? err}`);
    process.exit(1);
  },
);
