#!/usr/bin/env node
// Lighthouse benchmark of the production build.  `npm run bench [-- /path ...]`
// See bench/README.md for what it does and the env vars it reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { ensureBuild, startServer } from './lib/server.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { buildBaseline } from './lib/baseline.mjs';
import { budgetFailures, describeBudgets, missesLcpBudget } from './lib/budgets.mjs';
import { checkoutAndBuild } from './lib/compare.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { requestsBeforeLargestPaint } from './lib/paint-race.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 120_000;
/** Tries per run before a route is reported with a run error. */
const RUN_ATTEMPTS = 3;

/** The Chrome of the run in progress, killed if the process exits mid-run. */
let activeChrome = null;

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

/** BENCH_PROXY=nginx: every server is measured through deploy/nginx.conf (bench/lib/nginx.mjs). */
const PROXY = process.env.BENCH_PROXY || null;
if (PROXY !== null && PROXY !== 'nginx') {
  log(`BENCH_PROXY must be "nginx" or unset (got "${PROXY}")`);
  process.exit(2);
}

/**
 * BENCH_THROTTLING=devtools: Lighthouse slows the browser itself down (the same slow-4G latency,
 * bandwidth and 4x CPU, applied while the page loads) instead of simulating the throttled load
 * from a full-speed one (`simulate`, Lighthouse's default and the method of the budgets). A
 * diagnostic: what a phone on that network would see, request by request (bench/README.md).
 */
const THROTTLING = process.env.BENCH_THROTTLING || 'simulate';
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') {
  log(`BENCH_THROTTLING must be "simulate" or "devtools" (got "${THROTTLING}")`);
  process.exit(2);
}

/** startServer(options), behind the proxy when BENCH_PROXY asks for one. */
async function serve(options) {
  const server = await startServer(options);
  if (!PROXY) return server;
  try {
    const proxy = await startNginx(server.url);
    log(`nginx ${proxy.url} in front of ${server.url}`);
    return {
      url: proxy.url,
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

function parseRuns() {
  const raw = process.env.BENCH_RUNS;
  if (raw === undefined || raw === '') return 3;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    log(`BENCH_RUNS must be a positive integer (got "${raw}")`);
    process.exit(2);
  }
  return n;
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

/** One Lighthouse run in a fresh Chrome; resolves to the LHR. */
async function runLighthouse(url, chromePath) {
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
      throttlingMethod: THROTTLING,
      disableStorageReset: false,
      // Audit a page answered with an error status too (a closed job's 410 Gone) instead of
      // refusing it; such a page still fails SEO's http-status-code audit, so it misses its budget.
      ignoreStatusCode: true,
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
  };
}

/** The weighted audits with score < 1 in `category` of `lhr`: { title, details[] }. */
function failingAudits(lhr, category) {
  const out = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    if (!(ref.weight > 0)) continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 1) continue;
    out.push({
      title: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${ref.id}, score ${audit.score}]`,
      details: itemSummaries(audit),
    });
  }
  return out;
}

/** Up to 3 one-line descriptions of an audit's failing items (console message, element, URL). */
function itemSummaries(audit, max = 3) {
  const items = audit.details?.items ?? [];
  const lines = [];
  for (const item of items.slice(0, max)) {
    const parts = [
      item.description,
      item.node?.snippet ?? item.node?.selector,
      typeof item.text === 'string' && item.text !== '' ? `"${item.text}"` : undefined,
      item.sourceLocation?.url ??
        item.source?.url ??
        (typeof item.url === 'string' ? item.url : undefined) ??
        (typeof item.href === 'string' ? item.href : undefined),
    ].filter((p) => typeof p === 'string' && p !== '');
    if (parts.length === 0) continue;
    const line = parts.join(' — ').replace(/\s+/g, ' ');
    lines.push(line.length > 200 ? `${line.slice(0, 197)}...` : line);
  }
  if (items.length > max) lines.push(`... and ${items.length - max} more`);
  return lines;
}

/** Unweighted performance opportunities/diagnostics that did not pass: hints, not budgets. */
function perfHints(lhr) {
  const out = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.weight > 0 || ref.group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
      continue;
    out.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${ref.id}]`);
  }
  return out;
}

/** File-name-safe form of a route: "/" -> "index", "/blog/a-b" -> "blog_a-b". */
function routeSlug(route) {
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9._-]+/g, '_');
  return slug || 'index';
}

function table(results) {
  const fmt = (v, digits = 0, unit = '') =>
    v === null || v === undefined ? 'n/a' : `${v.toFixed(digits)}${unit}`;
  const lines = [
    '| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Obs. FP | JS KB sent | JS KB gzip | JS KB gzip after load | CPU index |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [route, f] of Object.entries(results)) {
    lines.push(
      `| ${route} | ${fmt(f.performance)} | ${fmt(f.accessibility)} | ${fmt(f.bestPractices)} | ${fmt(f.seo)} | ` +
        `${fmt(f.fcp, 0, ' ms')} | ${fmt(f.lcp, 0, ' ms')} | ${fmt(f.tbt, 0, ' ms')} | ${fmt(f.cls, 3)} | ${fmt(f.observedFp, 0, ' ms')} | ${fmt(f.jsKb, 1)} | ${fmt(f.jsGzipKb, 1)} | ${fmt(f.jsLaterGzipKb, 1)} | ${fmt(f.cpuIndex)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Rows for each route: this tree, the BENCH_COMPARE build, and the difference (this tree minus
 * that build; negative LCP/TBT and positive scores are gains).
 */
function sideBySide(results, before, label) {
  const rows = {};
  for (const [route, now] of Object.entries(results)) {
    const then = before[route] ?? {};
    const difference = Object.fromEntries(
      Object.entries(now).map(([key, value]) => [
        key,
        value === null || then[key] == null
          ? null
          : round(value - then[key], key === 'cls' ? 3 : 1),
      ]),
    );
    rows[`${route} (this tree)`] = now;
    rows[`${route} (${label})`] = then;
    rows[`${route} (difference)`] = difference;
  }
  return rows;
}

/**
 * `runs` Lighthouse runs of one route on each origin, taking turns (run 1 on every origin, then
 * run 2, ...) so a slower moment of the machine does not fall on one of them only. Resolves, per
 * origin, to the median figures, the LHR of the run with the median performance score (lower
 * middle for even counts) and the run errors.
 */
async function measureRoute({ origins, route, runs, chromePath }) {
  const measured = origins.map(() => ({ lhrs: [], errors: [] }));
  for (let i = 1; i <= runs; i++) {
    for (const [index, origin] of origins.entries()) {
      const { lhrs, errors } = measured[index];
      const name = origins.length > 1 ? `${route} on ${origin}` : route;
      // Chrome now and then records a trace Lighthouse cannot use (NO_NAVSTART, "Please run
      // Lighthouse again"): such a run is repeated, so every route gets `runs` measurements.
      for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
        const t0 = Date.now();
        try {
          const lhr = await runLighthouse(`${origin}${route}`, chromePath);
          const f = figures(lhr, origin);
          f.jsGzipKb = await gzipKb(f.scripts);
          f.jsLaterGzipKb = await gzipKb(f.laterScripts);
          lhrs.push({ lhr, f });
          log(
            `${name} run ${i}/${runs}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} ` +
              `seo ${f.seo} lcp ${Math.round(f.lcp)}ms tbt ${Math.round(f.tbt)}ms (${((Date.now() - t0) / 1000).toFixed(1)}s)`,
          );
          break;
        } catch (err) {
          log(`${name} run ${i}/${runs} attempt ${attempt}/${RUN_ATTEMPTS} FAILED: ${err.message}`);
          if (attempt === RUN_ATTEMPTS) errors.push(err.message);
        }
      }
    }
  }
  return measured.map(({ lhrs, errors }) => {
    const byPerf = [...lhrs].sort((a, b) => (a.f.performance ?? -1) - (b.f.performance ?? -1));
    return {
      figures: medianFigures(lhrs.map((x) => x.f)),
      lhr: byPerf[Math.floor((byPerf.length - 1) / 2)]?.lhr ?? null,
      lighthouseVersion: lhrs[0]?.lhr.lighthouseVersion ?? null,
      errors,
    };
  });
}

const BASELINE_ROW = '(baseline: bare Next.js page)';

/**
 * The median figures of a bare Next.js page built with the project's next and react, served by
 * `next start`: what the framework alone scores on this machine, the reference of the budgets.
 * Null when it cannot be built or measured (logged; the budgets relative to it are then not
 * checked, and the run fails).
 */
async function measureBaseline(runs, chromePath) {
  let server = null;
  try {
    log('building the baseline (a bare Next.js page)...');
    const dir = await buildBaseline();
    server = await serve({ dir });
    const [measured] = await measureRoute({
      origins: [new URL(server.url).origin],
      route: '/',
      runs,
      chromePath,
    });
    for (const error of measured.errors) log(`baseline run error: ${error}`);
    if (!measured.lhr) throw new Error('no run succeeded');
    return measured.figures;
  } catch (err) {
    log(`baseline not measured: ${err.message}`);
    return null;
  } finally {
    await server?.stop();
  }
}

async function main() {
  const runs = parseRuns();
  const chromePath = await ensureChromium();
  log(`Chromium: ${chromePath}`);
  if (PROXY) ensureNginx(log);

  await ensureBuild({ force: process.env.BENCH_SKIP_BUILD !== '1' });
  const baseline =
    process.env.BENCH_BASELINE === '0' ? null : await measureBaseline(runs, chromePath);
  const compareRef = process.env.BENCH_COMPARE || null;
  const compare = compareRef ? await checkoutAndBuild(compareRef, log) : null;

  let server = null;
  let compareServer = null;
  let lighthouseVersion = null;
  const results = {};
  const before = {}; // route -> figures of the BENCH_COMPARE build
  const report = {}; // route -> { lhr of median-perf run, errors }
  try {
    server = await serve({});
    log(`server ${server.url}`);
    const origins = [new URL(server.url).origin];
    if (compare) {
      compareServer = await serve({ checkout: compare.dir });
      log(`${compare.name}: server ${compareServer.url} (its own \`npm start\`)`);
      origins.push(new URL(compareServer.url).origin);
    }
    const routes = await routeList(origins[0]);
    log(`routes (${routes.length}): ${routes.join(' ')}; ${runs} run(s) each`);

    for (const route of routes) {
      const [measured, measuredBefore] = await measureRoute({ origins, route, runs, chromePath });
      lighthouseVersion ??= measured.lighthouseVersion;
      results[route] = measured.figures;
      report[route] = { lhr: measured.lhr, errors: measured.errors };
      if (measuredBefore) {
        before[route] = measuredBefore.figures;
        for (const error of measuredBefore.errors) log(`${route} at ${compare.label}: ${error}`);
      }
    }
  } finally {
    await server?.stop();
    await compareServer?.stop();
    compare?.remove();
    log('server(s) stopped');
  }

  process.stdout.write(
    `\n${table(baseline ? { [BASELINE_ROW]: baseline, ...results } : results)}\n`,
  );
  process.stdout.write(
    THROTTLING === 'simulate'
      ? "\nThrottling: simulated (Lighthouse's default, the method of the budgets).\n"
      : '\nThrottling: devtools, applied while each page loads (BENCH_THROTTLING=devtools, a diagnostic).\n',
  );
  if (baseline) {
    process.stdout.write(
      `\n${BASELINE_ROW}: the framework alone on this machine, in this run (bench/lib/baseline.mjs); the budgets are relative to it.\n`,
    );
  } else {
    const why = process.env.BENCH_BASELINE === '0' ? 'BENCH_BASELINE=0' : 'see the log above';
    process.stdout.write(
      `\nNo baseline (${why}): the budgets relative to the bare page (FCP, LCP, observed first paint, first-load JS) cannot be checked, so the run fails; the scores, CLS and TBT <= 50 ms are checked as ever.\n`,
    );
  }
  if (compare) {
    process.stdout.write(
      `\nSide by side with ${compare.name}, measured in turns in this run:\n\n${table(sideBySide(results, before, compare.label))}\n`,
    );
  }

  const failures = [];
  for (const [route, fig] of Object.entries(results)) {
    const missed = budgetFailures(route, fig, baseline);
    if (missed.length === 0 && report[route].errors.length === 0) continue;
    const lines = [];
    for (const err of report[route].errors) lines.push(`  - run error: ${err}`);
    for (const miss of missed) lines.push(`  - ${miss}`);
    // The failing audits of each category that explains a miss (performance for the times).
    const lhr = report[route].lhr;
    for (const cat of CATEGORIES) {
      if (!lhr || budgetFailures(route, fig, baseline, cat).length === 0) continue;
      const audits = failingAudits(lhr, cat);
      lines.push(
        `  ${cat}: ${audits.length ? 'failing weighted audits of the median-performance run:' : 'no failing weighted audit in the median-performance run'}`,
      );
      for (const a of audits)
        lines.push(`      * ${a.title}`, ...a.details.map((d) => `          ${d}`));
      if (cat === 'performance') {
        if (THROTTLING === 'simulate' && missesLcpBudget(route, fig, baseline))
          lines.push(...requestsBeforeLargestPaint(lhr).map((l) => `    ${l}`));
        const hints = perfHints(lhr);
        if (hints.length)
          lines.push('    hints (unweighted diagnostics):', ...hints.map((h) => `      * ${h}`));
      }
    }
    if (missed.length) failures.push(route);
    process.stdout.write(`\n${route}\n${lines.join('\n')}\n`);
  }

  mkdirSync(join(RESULTS_DIR, 'lhr'), { recursive: true });
  for (const [route, { lhr }] of Object.entries(report)) {
    if (lhr)
      writeFileSync(join(RESULTS_DIR, 'lhr', `${routeSlug(route)}.json`), JSON.stringify(lhr));
  }
  const out = {
    date: new Date().toISOString(),
    lighthouseVersion,
    runs,
    proxy: PROXY,
    throttling: THROTTLING,
    baseline,
    routes: results,
    compare: compare ? { ref: compareRef, commit: compare.commit, routes: before } : null,
  };
  const outPath = join(RESULTS_DIR, 'latest.json');
  writeFileSync(outPath, `${JSON.stringify(out, null, 2)}\n`);
  log(`wrote ${outPath}`);

  process.stdout.write(`\nBudgets of this run: ${describeBudgets(baseline)}.\n`);
  if (failures.length === 0) {
    process.stdout.write('All routes meet the budgets.\n');
    return 0;
  }
  process.stdout.write(`${failures.length} route(s) miss the budgets: ${failures.join(' ')}\n`);
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
