#!/usr/bin/env node
// `npm run bench:api`: the submission API of the production server against an SMTP sink in this
// process, as issue 17 asks: the floor (a bare Next.js route handler), A steady load, B the SMTP
// server black-holed, C SIGKILLs during B's load and during the delivery after it, D 500 queued
// 5 MiB applications against 5, E two instances on one Redis with one killed; then one oversized
// upload (O). See bench/README.md ('API benchmark').
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/free-ports.mjs';
import { markdown } from './lib/api-report.mjs';
import { buildBaseline } from './lib/baseline.mjs';
import { BENCH_FORM_TOKEN_SECRET } from './lib/form-token.mjs';
import { applicationLoad, enquiryLoad, mergeLoads, UPLOAD_POSITION } from './lib/load.mjs';
import { newRunId } from './lib/markers.mjs';
import { rssMiB, withCpuPerAnswer } from './lib/proc.mjs';
import { notReceived, proof, waitForDelivery } from './lib/proof.mjs';
import { startRedis } from './lib/redis.mjs';
import { ensureBuild, ROOT, startServer } from './lib/server.mjs';
import { createSmtpSink } from './lib/smtp-sink.mjs';
import { spoolMarkers } from './lib/spool.mjs';
import {
  applicationFields,
  percentile,
  readChars,
  RESUME_MAX_BYTES,
  streamOversized,
} from './lib/uploads.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

function intSetting(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be an integer >= ${min} (got '${raw}')`);
    process.exit(2);
  }
  return value;
}

const SECONDS = intSetting('BENCH_API_SECONDS', 20);
const WARMUP_SECONDS = intSetting('BENCH_API_WARMUP_SECONDS', 3, 0);
const CONNECTIONS = intSetting('BENCH_API_CONNECTIONS', 50);
const DRAIN_TIMEOUT_MS = intSetting('BENCH_API_DRAIN_SECONDS', 180) * 1000;
const BACKLOG = intSetting('BENCH_API_BACKLOG', 500);
const UPLOADS = intSetting('BENCH_API_UPLOADS', 20);
const ENQUIRIES_E = intSetting('BENCH_API_INSTANCE_ENQUIRIES', 1000, 2);
const BIG_UPLOAD_BYTES = intSetting('BENCH_API_BIG_UPLOAD_MB', 50) * 1000 * 1000;
const PHASES = (process.env.BENCH_API_PHASES ?? 'ABCDEO').toUpperCase();
if (!/^[ABCDEO]+$/.test(PHASES)) {
  console.error(`BENCH_API_PHASES must be letters of ABCDEO (got '${PHASES}')`);
  process.exit(2);
}
/** The small queue phase D compares the backlog with. */
const SMALL_BACKLOG = 5;
const HEALTH_SAMPLES = 50;
const RATE_LIMIT = '1000000/60';
// A 5 MiB resume makes a ~7 MB message once base64-encoded.
const SINK_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
const MiB = 1024 * 1024;
/** What the server reads and drops after an early answer (lib/http/request-body.ts). */
const DRAIN_LIMIT_BYTES = 8 * MiB;
/** Phase D's growth limit over the server's RSS with the small queue (issue 17). */
const RSS_GROWTH_LIMIT_MIB = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => process.stderr.write(`[bench:api] ${message}\n`);
const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;
const seconds = (from, to = Date.now()) => round((to - from) / 1000);

async function health(url) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    return await response.json();
  } catch {
    return null;
  }
}
const queuedAt = (url) => async () => (await health(url))?.mail?.queued ?? null;

/** Until the sink has every one of `markers` and the server's queue is empty (or the wait ends). */
const deliveredBy = (server, sink, markers, label) =>
  waitForDelivery({
    sink,
    markers,
    queued: queuedAt(server.url),
    timeoutMs: DRAIN_TIMEOUT_MS,
    log,
    label,
  });

/** HEALTH_SAMPLES sequential GET /api/health: p50, p99 and max in ms. */
async function healthLatency(url) {
  const times = [];
  for (let i = 0; i < HEALTH_SAMPLES; i++) {
    const started = performance.now();
    await health(url);
    times.push(performance.now() - started);
  }
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(Math.max(...times)),
  };
}

/** Samples a server's RSS every 100 ms until stopped; resolves with the peak in MiB. */
function watchRss(pid) {
  let peak = rssMiB(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? 0)), 100);
  return () => {
    clearInterval(timer);
    return round(Math.max(peak, rssMiB(pid) ?? 0));
  };
}

/** Until `check()` is true, at most `ms`; whether it became true. */
async function until(check, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

/**
 * The production servers of this run, each with its own DATA_DIR (or a shared one after a
 * restart), all stopped at the end whatever happens.
 */
function serverPool({ sink, base }) {
  const live = new Set();
  let count = 0;
  const env = (dataDir, redisUrl) => ({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    DATA_DIR: dataDir,
    SEND_ACKNOWLEDGEMENTS: 'false',
    CONTACT_RATE_LIMIT: RATE_LIMIT,
    APPLY_RATE_LIMIT: RATE_LIMIT,
    // One client and one visitor's address post everything: their limits are not what is measured.
    CONTACT_NETWORK_RATE_LIMIT: RATE_LIMIT,
    APPLY_NETWORK_RATE_LIMIT: RATE_LIMIT,
    CONTACT_ADDRESS_RATE_LIMIT: RATE_LIMIT,
    APPLY_ADDRESS_RATE_LIMIT: RATE_LIMIT,
    FORM_TOKEN_SECRET: BENCH_FORM_TOKEN_SECRET,
    APPLICANT_HASH_KEY: 'bench-applicant-hash-key-0123456789abcdef',
    TRUST_PROXY_HOPS: '0',
    REDIS_URL: redisUrl ?? '',
  });
  async function launch({ redisUrl, dataDir = join(base, `instance-${++count}`), port } = {}) {
    port ??= await freePort();
    const child = await startServer({ port, env: env(dataDir, redisUrl) });
    const server = {
      ...child,
      port,
      dataDir,
      queueDir: join(dataDir, 'queue'),
      redisUrl,
      async stop() {
        live.delete(server);
        await child.stop();
      },
      /** SIGKILL, then the same server again on the same port and DATA_DIR. */
      async crashAndRestart() {
        await server.kill();
        const started = Date.now();
        const next = await launch({ redisUrl, dataDir, port });
        return { server: next, restartSeconds: seconds(started) };
      },
      async kill() {
        live.delete(server);
        await child.kill();
      },
    };
    live.add(server);
    log(
      `server ${server.url} (pid ${server.pid}, DATA_DIR ${dataDir}${redisUrl ? ', Redis' : ''})`,
    );
    return server;
  }
  return {
    base,
    launch,
    stopAll: () => Promise.all([...live].map((server) => server.stop())),
  };
}

/**
 * The floor: the same load on a route handler that answers 201 and does nothing, in a bare
 * Next.js app built with the same next and react (bench/lib/baseline.mjs), in this run.
 */
async function phaseFloor(runId) {
  log('floor: building the bare Next.js app');
  const dir = await buildBaseline();
  const bare = await startServer({ dir });
  const load = (phase, duration) =>
    enquiryLoad({
      url: bare.url,
      phase,
      runId,
      connections: CONNECTIONS,
      seconds: duration,
      path: '/api/floor',
    });
  try {
    if (WARMUP_SECONDS > 0) await load('W', WARMUP_SECONDS);
    log(`floor: ${CONNECTIONS} connections, ${SECONDS} s on POST /api/floor`);
    return (await withCpuPerAnswer(bare.pid, () => load('F', SECONDS))).summary;
  } finally {
    await bare.stop();
  }
}

async function phaseA({ server, sink, runId }) {
  log(`phase A (steady): ${CONNECTIONS} connections, ${SECONDS} s`);
  const rssBefore = rssMiB(server.pid);
  const load = await withCpuPerAnswer(server.pid, () =>
    enquiryLoad({
      url: server.url,
      phase: 'A',
      runId,
      connections: CONNECTIONS,
      seconds: SECONDS,
    }),
  );
  const rssAfter = rssMiB(server.pid);
  log(`phase A: ${load.summary.total} answers; waiting for delivery`);
  const delivery = await deliveredBy(server, sink, [...load.created.keys()], 'phase A');
  return {
    load: load.summary,
    rssBeforeMiB: rssBefore,
    rssAfterMiB: rssAfter,
    delivery,
    ...(await proof({ phase: 'A', load, sink, queueDirs: [server.queueDir] })),
  };
}

/** The most messages /api/health reported queued while `work` ran, sampled every second. */
async function watchQueue(url, work) {
  let most = 0;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const queued = await queuedAt(url)();
      if (typeof queued === 'number') most = Math.max(most, queued);
      await sleep(1_000);
    }
  })();
  try {
    return { result: await work(), mostQueued: most };
  } finally {
    watching = false;
    await watcher;
  }
}

async function phaseB({ server, sink, runId }) {
  log(`phase B (SMTP server black-holed): ${CONNECTIONS} connections, ${SECONDS} s`);
  sink.blackHole();
  const sinkBefore = sink.stats.messages;
  const rssBefore = rssMiB(server.pid);
  const { result: load, mostQueued } = await watchQueue(server.url, () =>
    enquiryLoad({ url: server.url, phase: 'B', runId, connections: CONNECTIONS, seconds: SECONDS }),
  );
  const rssAfter = rssMiB(server.pid);
  const deliveredDuringOutage = sink.stats.messages - sinkBefore;
  sink.release();
  log(`phase B: ${load.created.size} answered 201; SMTP server back, waiting for delivery`);
  const delivery = await deliveredBy(server, sink, [...load.created.keys()], 'phase B');
  return {
    load: load.summary,
    rssBeforeMiB: rssBefore,
    rssAfterMiB: rssAfter,
    rssAfterDeliveryMiB: rssMiB(server.pid),
    mostQueued,
    sinkMessagesDuringOutage: deliveredDuringOutage,
    delivery,
    ...(await proof({ phase: 'B', load, sink, queueDirs: [server.queueDir] })),
  };
}

/**
 * Phase C: B's load with the SMTP server black-holed, the server SIGKILLed halfway and started
 * again on the same port and DATA_DIR while the load goes on; then, once the SMTP server is back
 * and a third of the messages are delivered, SIGKILLed again in the middle of delivering, and
 * started again.
 */
async function phaseC({ server, sink, runId }) {
  log(
    `phase C (SIGKILL during B's load and during delivery): ${CONNECTIONS} connections, ${SECONDS} s`,
  );
  sink.blackHole();
  const kills = [];
  const loading = enquiryLoad({
    url: server.url,
    phase: 'C',
    runId,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  await sleep((SECONDS * 1000) / 2);
  const loadKill = await server.crashAndRestart();
  server = loadKill.server;
  kills.push({ during: 'the load', restartSeconds: loadKill.restartSeconds });
  const load = await loading;
  sink.release();
  const markers = [...load.created.keys()];
  log(`phase C: ${load.created.size} answered 201; SMTP server back`);
  await until(() => notReceived(sink, markers) <= (markers.length * 2) / 3, 60_000);
  const receivedAtKill = markers.length - notReceived(sink, markers);
  const deliveryKill = await server.crashAndRestart();
  server = deliveryKill.server;
  kills.push({
    during: 'delivery',
    restartSeconds: deliveryKill.restartSeconds,
    receivedAtKill,
  });
  log(
    `phase C: killed with ${receivedAtKill} of ${markers.length} delivered; waiting for the rest`,
  );
  const delivery = await deliveredBy(server, sink, markers, 'phase C');
  return {
    server,
    result: {
      load: load.summary,
      kills,
      delivery,
      ...(await proof({ phase: 'C', load, sink, queueDirs: [server.queueDir] })),
    },
  };
}

/**
 * One sender pass over what the queue holds once the black hole ends: the time until the SMTP
 * server has every message that was due (not already tried and waiting out its backoff), and
 * the server's peak RSS meanwhile.
 */
async function senderPass({ server, sink, markers }) {
  const retrying = (await spoolMarkers(server.queueDir, { tried: true })).markers;
  const due = markers.filter((marker) => !retrying.has(marker));
  const stopWatching = watchRss(server.pid);
  const started = Date.now();
  sink.release();
  const pass = await waitForDelivery({
    sink,
    markers: due,
    queued: async () => 0,
    timeoutMs: DRAIN_TIMEOUT_MS,
    log,
    label: 'phase D pass',
  });
  const rssPeak = stopWatching();
  return {
    messages: due.length,
    seconds: pass.drained ? seconds(started) : null,
    msPerMessage: pass.drained ? round((Date.now() - started) / due.length) : null,
    waitingOutBackoff: retrying.size,
    rssPeakMiB: rssPeak,
  };
}

/**
 * Phase D: a queue of SMALL_BACKLOG 5 MiB applications, then one of BACKLOG, each filled through
 * the API by one server while the SMTP server is black-holed and then left to a fresh server on
 * the same DATA_DIR (as after a restart), so that what is compared is the queue alone, not what
 * the uploads left in the heap: that server's RSS, GET /api/health latency and one sender pass.
 */
async function phaseD({ pool, sink, runId }) {
  log(`phase D (backlog): ${SMALL_BACKLOG}, then ${BACKLOG} queued 5 MiB applications`);
  const dataDir = join(pool.base, 'backlog');
  const measure = async (total, concurrency) => {
    sink.blackHole();
    const filler = await pool.launch({ dataDir });
    const stopWatchingUploads = watchRss(filler.pid);
    const load = await applicationLoad({
      url: filler.url,
      phase: 'D',
      runId,
      total,
      concurrency,
      resumeBytes: RESUME_MAX_BYTES,
    });
    const rssPeakUploading = stopWatchingUploads();
    const queued = async (server) => (await queuedAt(server.url)()) === load.created.size;
    const queuedAll = await until(() => queued(filler), 60_000);
    await filler.stop(); // SIGTERM: what is queued stays for the next start
    const server = await pool.launch({ dataDir });
    await until(() => queued(server), 10_000);
    const rssQueued = rssMiB(server.pid);
    const healthMs = await healthLatency(server.url);
    const pass = await senderPass({ server, sink, markers: [...load.created.keys()] });
    const delivery = await deliveredBy(server, sink, [...load.created.keys()], 'phase D');
    await server.stop();
    return {
      load,
      delivery,
      view: {
        uploads: load.summary,
        queued: load.created.size,
        queuedAll,
        rssPeakUploadingMiB: rssPeakUploading,
        rssQueuedMiB: rssQueued,
        healthMs,
        pass,
      },
    };
  };
  const small = await measure(SMALL_BACKLOG, SMALL_BACKLOG);
  const big = await measure(BACKLOG, UPLOADS);
  const heaviest = ({ view }) => Math.max(view.rssQueuedMiB, view.pass.rssPeakMiB);
  const rssGrowth = round(heaviest(big) - heaviest(small));
  return {
    small: small.view,
    big: big.view,
    rssGrowthMiB: rssGrowth,
    rssGrowthWithinLimit: rssGrowth < RSS_GROWTH_LIMIT_MIB,
    delivery: small.delivery.drained ? big.delivery : small.delivery,
    ...(await proof({
      phase: 'D',
      load: mergeLoads(small.load, big.load),
      sink,
      queueDirs: [join(dataDir, 'queue')],
    })),
  };
}

/**
 * Phase E: two servers on one Redis (append-only, fsync always), ENQUIRIES_E enquiries across
 * both while the SMTP server is black-holed; once it is back and a quarter are delivered, one
 * server is SIGKILLed for good, in the middle of delivering. The other must deliver the rest.
 */
async function phaseE({ pool, sink, runId, base }) {
  const redis = await startRedis({ dir: await mkdtemp(join(base, 'redis-')), log });
  try {
    const [doomed, survivor] = [
      await pool.launch({ redisUrl: redis.url }),
      await pool.launch({ redisUrl: redis.url }),
    ];
    log(`phase E (two instances, one Redis): ${ENQUIRIES_E} enquiries across both`);
    sink.blackHole();
    const perServer = Math.ceil(ENQUIRIES_E / 2);
    const loads = await Promise.all(
      [doomed, survivor].map((server) =>
        enquiryLoad({
          url: server.url,
          phase: 'E',
          runId,
          connections: Math.max(1, Math.floor(CONNECTIONS / 2)),
          amount: perServer,
        }),
      ),
    );
    const load = mergeLoads(...loads);
    const markers = [...load.created.keys()];
    sink.release();
    await until(() => notReceived(sink, markers) <= (markers.length * 3) / 4, 60_000);
    const receivedAtKill = markers.length - notReceived(sink, markers);
    await doomed.kill();
    const killedAt = Date.now();
    log(`phase E: one instance killed with ${receivedAtKill} of ${markers.length} delivered`);
    const delivery = await deliveredBy(survivor, sink, markers, 'phase E');
    const result = await proof({
      phase: 'E',
      load,
      sink,
      queueDirs: [doomed.queueDir, survivor.queueDir],
    });
    const strandedOnKilled = (await spoolMarkers(doomed.queueDir)).files;
    await survivor.stop();
    return {
      loads: loads.map((l) => l.summary),
      receivedAtKill,
      deliverySecondsAfterKill: delivery.drained ? seconds(killedAt) : null,
      delivery,
      strandedOnKilled,
      ...result,
    };
  } finally {
    await redis.stop();
  }
}

/**
 * Phase O: one upload of BIG_UPLOAD_BYTES streamed without Content-Length. The server must answer
 * 413 after reading little more than 5 MiB, then read at most DRAIN_LIMIT_BYTES more before it
 * closes the connection, measured on the server side from /proc/<pid>/io.
 */
async function phaseO({ server }) {
  log(`phase O (oversized upload): ${BIG_UPLOAD_BYTES / 1e6} MB without Content-Length`);
  const rssBefore = rssMiB(server.pid);
  const readBefore = readChars(server.pid);
  const stopWatching = watchRss(server.pid);
  const answer = await streamOversized(
    server.url,
    BIG_UPLOAD_BYTES,
    applicationFields('[no marker]', UPLOAD_POSITION),
  );
  await sleep(1_000); // whatever the server still does with the connection, it does now
  const readAfter = readChars(server.pid);
  return {
    bytesOffered: BIG_UPLOAD_BYTES,
    status: answer.status,
    answer: answer.answer.slice(0, 300),
    connectionReset: answer.reset,
    secondsToAnswer: round(answer.ms / 1000, 2),
    clientBytesWritten: answer.clientBytesWritten,
    serverBytesRead: readBefore !== null && readAfter !== null ? readAfter - readBefore : null,
    rssBeforeMiB: rssBefore,
    rssPeakMiB: stopWatching(),
    rssAfterMiB: rssMiB(server.pid),
  };
}

/** What makes the run fail (problems) and what it reports without failing (warnings). */
function judge({ floor, A, B, C, D, E, O }) {
  const problems = [];
  const warnings = [];
  for (const [name, p] of Object.entries({ A, B, C, D, E })) {
    if (!p) continue;
    if (p.lost > 0) problems.push(`phase ${name}: ${p.lost} lost`);
    if (p.unknownMarkers > 0) problems.push(`phase ${name}: ${p.unknownMarkers} unknown markers`);
    if (!p.delivery.drained) {
      problems.push(`phase ${name}: not all delivered within ${DRAIN_TIMEOUT_MS / 1000} s`);
    }
    // Only a crash can deliver a message twice, and then as the same message.
    const allowed = name === 'C' || name === 'E' ? p.duplicatesSameMessageId : 0;
    if (p.duplicates > allowed)
      problems.push(`phase ${name}: ${p.duplicates - allowed} duplicates`);
  }
  for (const [name, p] of Object.entries({ A, B })) {
    if (p && floor && p.load.latencyP99 > 2 * floor.latencyP99) {
      problems.push(
        `phase ${name}: p99 ${p.load.latencyP99} ms, over twice the floor's ${floor.latencyP99} ms`,
      );
    }
  }
  if (D && !D.rssGrowthWithinLimit) {
    problems.push(`phase D: RSS grew ${D.rssGrowthMiB} MiB (limit ${RSS_GROWTH_LIMIT_MIB})`);
  }
  if (D && D.created < SMALL_BACKLOG + BACKLOG) {
    problems.push(
      `phase D: ${SMALL_BACKLOG + BACKLOG - D.created} application(s) not answered 201`,
    );
  }
  if (E && E.strandedOnKilled > 0) {
    problems.push(`phase E: ${E.strandedOnKilled} message(s) left on the killed instance`);
  }
  if (O && O.status !== 413) problems.push(`phase O: answered ${O.status || 'nothing'}, not 413`);
  const mostRead = 6 * MiB + DRAIN_LIMIT_BYTES;
  if (O && O.serverBytesRead !== null && O.serverBytesRead > mostRead) {
    warnings.push(`phase O: the server read ${round(O.serverBytesRead / MiB, 2)} MiB`);
  }
  return { problems, warnings };
}

async function main() {
  await ensureBuild({ force: process.env.BENCH_SKIP_BUILD !== '1' });
  const runId = newRunId();
  const loadAverageAtStart = loadavg().map((value) => round(value, 2));
  const base = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const sink = createSmtpSink({ maxMessageBytes: SINK_MAX_MESSAGE_BYTES });
  const pool = serverPool({ sink, base });
  const phases = {};
  let report = null;
  try {
    await sink.start();
    log(`SMTP sink on 127.0.0.1:${sink.port}; data under ${base}`);
    if (/[ABC]/.test(PHASES)) {
      let server = await pool.launch();
      if (WARMUP_SECONDS > 0) {
        // A cold server compiles its route on first use; the measured phases start warm.
        log(`warm-up: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s (not measured)`);
        const warm = await enquiryLoad({
          url: server.url,
          phase: 'W',
          runId,
          connections: CONNECTIONS,
          seconds: WARMUP_SECONDS,
        });
        await deliveredBy(server, sink, [...warm.created.keys()], 'warm-up');
      }
      if (PHASES.includes('A')) {
        phases.floor = await phaseFloor(runId);
        phases.A = await phaseA({ server, sink, runId });
      }
      if (PHASES.includes('B')) phases.B = await phaseB({ server, sink, runId });
      if (PHASES.includes('C')) {
        const c = await phaseC({ server, sink, runId });
        server = c.server;
        phases.C = c.result;
      }
      await server.stop();
    }
    if (PHASES.includes('D')) phases.D = await phaseD({ pool, sink, runId });
    if (PHASES.includes('O')) {
      const server = await pool.launch();
      phases.O = await phaseO({ server });
      await server.stop();
    }
    if (PHASES.includes('E')) phases.E = await phaseE({ pool, sink, runId, base });

    const { problems, warnings } = judge(phases);
    if (sink.stats.withoutMarker > 0) {
      warnings.push(`${sink.stats.withoutMarker} message(s) without a marker`);
    }
    report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      loadAverageAtStart,
      commit: gitCommit(),
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        drainTimeoutS: DRAIN_TIMEOUT_MS / 1000,
        backlog: BACKLOG,
        smallBacklog: SMALL_BACKLOG,
        uploadConcurrency: UPLOADS,
        instanceEnquiries: ENQUIRIES_E,
        bigUploadBytes: BIG_UPLOAD_BYTES,
        healthSamples: HEALTH_SAMPLES,
        rateLimit: RATE_LIMIT,
        phases: PHASES,
      },
      sink: { ...sink.stats },
      phases,
      ok: problems.length === 0,
      problems,
      warnings,
    };
  } finally {
    await pool.stopAll();
    await sink.stop();
    if (report?.ok) await rm(base, { recursive: true, force: true });
    else log(`kept ${base} for inspection`);
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'api-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(markdown(report));
  console.log(`\nWritten bench/results/api-latest.json`);
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:api] failed: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
