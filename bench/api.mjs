#!/usr/bin/env node
// `npm run bench:api`: load on POST /api/contact of the production server with a local SMTP sink,
// and proof that every 201 was delivered or spooled -- then the same with an SMTP outage halfway;
// then concurrent 5 MiB job applications to POST /api/apply/ and one oversized upload.
// See bench/README.md ('API benchmark').
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildBaseline } from './lib/baseline.mjs';
import { ensureBuild, ROOT, startServer } from './lib/server.mjs';
import { markerFactory, markerPhase, newRunId } from './lib/markers.mjs';
import { rssMiB } from './lib/proc.mjs';
import { createSmtpSink } from './lib/smtp-sink.mjs';
import { spoolCount, spoolMarkers } from './lib/spool.mjs';
import {
  applicationFields,
  multipartBody,
  pdfOfSize,
  percentile,
  postMultipart,
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
const SETTLE_TIMEOUT_MS = 60_000; // phase A: wait for in-flight deliveries / spool to settle
const DRAIN_TIMEOUT_MS = intSetting('BENCH_API_DRAIN_SECONDS', 180) * 1000; // phase B
const REQUEST_TIMEOUT_S = 10;
const RATE_LIMIT = '1000000/60';
const PHASES = (process.env.BENCH_API_PHASES ?? 'ABCD').toUpperCase();
if (!/^[ABCD]+$/.test(PHASES)) {
  console.error(`BENCH_API_PHASES must be letters of ABCD (got '${PHASES}')`);
  process.exit(2);
}
const UPLOADS = intSetting('BENCH_API_UPLOADS', 20);
const UPLOAD_ROUNDS = intSetting('BENCH_API_UPLOAD_ROUNDS', 1);
const BIG_UPLOAD_BYTES = intSetting('BENCH_API_BIG_UPLOAD_MB', 50) * 1000 * 1000;
// 'Other' is always a valid position, whichever postings are open when the bench runs.
const UPLOAD_POSITION = 'Other';
// A 5 MiB resume makes a ~7 MB message once base64-encoded.
const SINK_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
const MiB = 1024 * 1024;
/** What the server reads and drops after an early answer (lib/http/request-body.ts). */
const DRAIN_LIMIT_BYTES = 8 * MiB;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => process.stderr.write(`[bench:api] ${message}\n`);
const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

async function health(url) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
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
 * One bounded autocannon run of valid enquiries, each with a unique marker in its message.
 * With pipelining 1 a connection has one request in flight, so the per-connection context that
 * setupRequest fills is the one onResponse sees for that request's answer.
 */
async function runLoad({ url, phase, runId, seconds = SECONDS, path = '/api/contact' }) {
  const nextMarker = markerFactory(runId, phase);
  const sent = new Set();
  const created = new Map(); // marker -> number of 201 answers
  const statuses = {};
  const samples = {}; // status -> up to 3 response bodies
  const instance = autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    timeout: REQUEST_TIMEOUT_S,
    requests: [
      {
        setupRequest(request, context) {
          const marker = nextMarker();
          sent.add(marker);
          context.marker = marker;
          const body = JSON.stringify({
            name: 'Bench Visitor',
            email: 'bench.visitor@example.com',
            phone: '+91 79 4000 1234',
            subject: 'Benchmark enquiry',
            message: `Hello, we would like a quote for a web project.\nReference ${marker}\nThank you.`,
          });
          return {
            ...request,
            method: 'POST',
            path,
            headers: { ...request.headers, 'content-type': 'application/json' },
            body,
          };
        },
        onResponse(status, body, context) {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) {
            created.set(context.marker, (created.get(context.marker) ?? 0) + 1);
          } else {
            samples[status] ??= [];
            if (samples[status].length < 3) samples[status].push(String(body).slice(0, 300));
          }
        },
      },
    ],
  });
  const startedAt = Date.now();
  const result = await instance;
  return {
    startedAt,
    sent,
    created,
    statuses,
    samples,
    autocannon: {
      requestsPerSecond: round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      latencyMean: round(result.latency.average, 2),
      latencyMax: result.latency.max,
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    },
  };
}

/**
 * The proof for one phase: every marker answered 201 is received by the sink or still in the
 * spool, none more often than it was answered 201.
 */
async function proof({ phase, load, sink, spoolDir }) {
  // The spool first, then the sink: a message moving from one to the other meanwhile is seen.
  const spool = await spoolMarkers(spoolDir);
  const received = new Map([...sink.received].filter(([marker]) => markerPhase(marker) === phase));
  let delivered = 0;
  let onlySpooled = 0;
  let deliveredAndStillSpooled = 0;
  let duplicates = 0;
  const missing = [];
  const duplicated = [];
  for (const [marker, answers] of load.created) {
    const got = received.get(marker) ?? 0;
    const spooled = spool.markers.get(marker) ?? 0;
    if (got > 0) delivered++;
    else if (spooled > 0) onlySpooled++;
    else missing.push(marker);
    if (got > 0 && spooled > 0) deliveredAndStillSpooled++;
    if (got > answers) {
      duplicates += got - answers;
      duplicated.push(marker);
    }
  }
  // Requests cut off when the load stopped (or timed out) may still have been mailed: not a 201,
  // so not part of the proof, but they must not be duplicated nor unknown.
  let withoutAnswer = 0;
  let unknown = 0;
  for (const [marker, got] of received) {
    if (load.created.has(marker)) continue;
    if (!load.sent.has(marker)) unknown++;
    else withoutAnswer++;
    if (got > 1) {
      duplicates += got - 1;
      duplicated.push(marker);
    }
  }
  const created = [...load.created.values()].reduce((sum, n) => sum + n, 0);
  return {
    created,
    createdMarkers: load.created.size,
    delivered,
    spooled: onlySpooled,
    accountedFor: delivered + onlySpooled,
    lost: missing.length,
    duplicates,
    deliveredAndStillSpooled,
    deliveredWithout201: withoutAnswer,
    unknownMarkers: unknown,
    spoolFiles: spool.files,
    spoolUnreadable: spool.unreadable,
    countsEqual: missing.length === 0 && delivered + onlySpooled === load.created.size,
    examples: { missing: missing.slice(0, 5), duplicated: duplicated.slice(0, 5) },
  };
}

function loadSummary(load) {
  return {
    ...load.autocannon,
    statuses: load.statuses,
    nonCreated: load.samples,
    requestsSent: load.sent.size,
    answered: Object.values(load.statuses).reduce((sum, n) => sum + n, 0),
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
  try {
    await runLoad({
      url: bare.url,
      phase: 'W',
      runId,
      seconds: WARMUP_SECONDS,
      path: '/api/floor',
    });
    log(`floor: ${CONNECTIONS} connections, ${SECONDS} s on POST /api/floor`);
    const load = await runLoad({ url: bare.url, phase: 'F', runId, path: '/api/floor' });
    return loadSummary(load);
  } finally {
    await bare.stop();
  }
}

async function phaseA({ server, sink, spoolDir, runId }) {
  log(`phase A (steady): ${CONNECTIONS} connections, ${SECONDS} s`);
  const rssBefore = rssMiB(server.pid);
  const load = await runLoad({ url: server.url, phase: 'A', runId });
  const rssAfter = rssMiB(server.pid);
  log(`phase A load done: ${load.autocannon.total} answers; waiting for deliveries to settle`);
  // Settled: the spool is empty and the sink has received nothing new for a second.
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let lastCount = -1;
  let queued = null;
  for (;;) {
    const count = sink.stats.messages;
    queued = (await health(server.url))?.mail?.queued ?? null;
    if (count === lastCount && queued === 0) break;
    if (Date.now() > deadline) {
      log(`phase A: not settled after ${SETTLE_TIMEOUT_MS / 1000} s (health queued ${queued})`);
      break;
    }
    lastCount = count;
    await sleep(1_000);
  }
  const result = await proof({ phase: 'A', load, sink, spoolDir });
  return {
    load: loadSummary(load),
    rssBeforeMiB: rssBefore,
    rssAfterMiB: rssAfter,
    queuedAtEnd: queued,
    ...result,
  };
}

async function phaseB({ server, sink, spoolDir, runId }) {
  const outageAtS = SECONDS / 2;
  const restartAtS = Math.max(outageAtS + 1, SECONDS - 3);
  log(
    `phase B (SMTP outage): ${CONNECTIONS} connections, ${SECONDS} s; sink stopped at ${outageAtS} s, restarted at ${restartAtS} s`,
  );
  const rssBefore = rssMiB(server.pid);
  const startedAt = Date.now();
  let stoppedAt = null;
  let restartedAt = null;
  let stopping = null;
  let restarting = null;
  const outageTimer = setTimeout(() => {
    stoppedAt = Date.now();
    stopping = sink.stop();
  }, outageAtS * 1000);
  const restartTimer = setTimeout(() => {
    restarting = (stopping ?? Promise.resolve()).then(() =>
      sink.start().then(() => (restartedAt = Date.now())),
    );
  }, restartAtS * 1000);

  // Watch the spool while the load runs: a cheap readdir often, the health endpoint now and then
  // (it reads every spooled file, so polling it hard would itself load the server).
  let maxSpoolFiles = 0;
  let maxHealthQueued = 0;
  let watching = true;
  const watcher = (async () => {
    let lastHealth = 0;
    while (watching) {
      maxSpoolFiles = Math.max(maxSpoolFiles, await spoolCount(spoolDir));
      if (Date.now() - lastHealth >= 2_000) {
        lastHealth = Date.now();
        const queued = (await health(server.url))?.mail?.queued;
        if (typeof queued === 'number') maxHealthQueued = Math.max(maxHealthQueued, queued);
      }
      await sleep(250);
    }
  })();

  const load = await runLoad({ url: server.url, phase: 'B', runId });
  const loadEndedAt = Date.now();
  const rssAfter = rssMiB(server.pid);
  clearTimeout(outageTimer);
  clearTimeout(restartTimer);
  // Very short runs: make sure the outage happened and the sink is back.
  if (!stopping) {
    stoppedAt = Date.now();
    stopping = sink.stop();
  }
  await stopping;
  if (!restarting) restarting = sink.start().then(() => (restartedAt = Date.now()));
  await restarting;
  log(
    `phase B load done: ${load.autocannon.total} answers, ${load.created.size} created; waiting up to ${DRAIN_TIMEOUT_MS / 1000} s for the spool to drain`,
  );

  // Drained: every 201 marker received, and the spool empty (so no late duplicate is pending).
  const deadline = loadEndedAt + DRAIN_TIMEOUT_MS;
  let drainedAt = null;
  let queued = null;
  let lastLog = 0;
  for (;;) {
    maxSpoolFiles = Math.max(maxSpoolFiles, await spoolCount(spoolDir));
    const h = await health(server.url);
    queued = h?.mail?.queued ?? null;
    if (typeof queued === 'number') maxHealthQueued = Math.max(maxHealthQueued, queued);
    let pending = 0;
    for (const marker of load.created.keys()) if (!sink.received.has(marker)) pending++;
    if (pending === 0 && queued === 0) {
      drainedAt = Date.now();
      break;
    }
    if (Date.now() > deadline) {
      log(
        `phase B: not drained after ${DRAIN_TIMEOUT_MS / 1000} s (${pending} not received, health queued ${queued})`,
      );
      break;
    }
    if (Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      log(`  ... ${pending} of ${load.created.size} not yet received, health queued ${queued}`);
    }
    await sleep(1_000);
  }
  watching = false;
  await watcher;
  const result = await proof({ phase: 'B', load, sink, spoolDir });
  return {
    load: loadSummary(load),
    rssBeforeMiB: rssBefore,
    rssAfterMiB: rssAfter,
    rssAfterDrainMiB: rssMiB(server.pid),
    outage: {
      stoppedAtS: round((stoppedAt - startedAt) / 1000),
      restartedAtS: restartedAt ? round((restartedAt - startedAt) / 1000) : null,
      seconds: restartedAt ? round((restartedAt - stoppedAt) / 1000) : null,
    },
    maxHealthQueued,
    maxSpoolFiles,
    drained: drainedAt !== null,
    drainSecondsAfterRestart:
      drainedAt && restartedAt ? round((drainedAt - restartedAt) / 1000) : null,
    drainSecondsAfterLoad: drainedAt ? round((drainedAt - loadEndedAt) / 1000) : null,
    queuedAtEnd: queued,
    ...result,
  };
}

/** Samples the server's RSS every 100 ms until stopped; resolves with the peak in MiB. */
function watchRss(pid) {
  let peak = rssMiB(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? 0)), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMiB(pid) ?? 0);
  };
}

/**
 * Phase C: rounds of UPLOADS concurrent applications, each with a resume of exactly 5 MiB (the
 * largest accepted) and a unique marker in its cover letter; then the same proof as phase A.
 */
async function phaseC({ server, sink, spoolDir, runId }) {
  log(`phase C (uploads): ${UPLOAD_ROUNDS} round(s) of ${UPLOADS} concurrent 5 MiB applications`);
  const nextMarker = markerFactory(runId, 'C');
  const load = { sent: new Set(), created: new Map() };
  const statuses = {};
  const samples = {};
  const latencies = [];
  const resume = pdfOfSize(RESUME_MAX_BYTES);
  const rssBefore = rssMiB(server.pid);
  const stopWatching = watchRss(server.pid);
  const startedAt = Date.now();
  for (let round = 0; round < UPLOAD_ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const marker = nextMarker();
        load.sent.add(marker);
        const body = multipartBody(applicationFields(marker, UPLOAD_POSITION), resume);
        const answer = await postMultipart(server.url, body);
        latencies.push(answer.ms);
        const key = answer.status || `error ${answer.error}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (answer.status === 201) {
          load.created.set(marker, (load.created.get(marker) ?? 0) + 1);
        } else {
          samples[key] ??= [];
          if (samples[key].length < 3) samples[key].push(String(answer.body ?? '').slice(0, 300));
        }
      }),
    );
  }
  const seconds = (Date.now() - startedAt) / 1000;
  const rssPeak = stopWatching();
  const rssAfter = rssMiB(server.pid);

  // Settled: every 201 received, or the spool empty and the sink quiet for a second.
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let lastCount = -1;
  for (;;) {
    let pending = 0;
    for (const marker of load.created.keys()) if (!sink.received.has(marker)) pending++;
    const count = sink.stats.messages;
    const queued = (await health(server.url))?.mail?.queued ?? null;
    if (pending === 0 || (count === lastCount && queued === 0)) break;
    if (Date.now() > deadline) {
      log(`phase C: not settled after ${SETTLE_TIMEOUT_MS / 1000} s (${pending} not received)`);
      break;
    }
    lastCount = count;
    await sleep(1_000);
  }
  const result = await proof({ phase: 'C', load, sink, spoolDir });
  return {
    load: {
      requests: load.sent.size,
      seconds: round(seconds),
      latencyP50: round(percentile(latencies, 50)),
      latencyP99: round(percentile(latencies, 99)),
      latencyMax: round(Math.max(...latencies)),
      statuses,
      nonCreated: samples,
    },
    rssBeforeMiB: rssBefore,
    rssPeakMiB: round(rssPeak),
    rssAfterMiB: rssAfter,
    rssGrowthMiB: rssAfter !== null && rssBefore !== null ? round(rssAfter - rssBefore) : null,
    ...result,
  };
}

/**
 * Phase D: one upload of BIG_UPLOAD_BYTES streamed without Content-Length. The server must answer
 * 413 after reading little more than 5 MiB, then read at most DRAIN_LIMIT_BYTES more before it
 * closes the connection, measured on the server side from /proc/<pid>/io.
 */
async function phaseD({ server }) {
  log(`phase D (oversized upload): ${BIG_UPLOAD_BYTES / 1e6} MB without Content-Length`);
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
  const rssPeak = stopWatching();
  return {
    bytesOffered: BIG_UPLOAD_BYTES,
    status: answer.status,
    answer: answer.answer.slice(0, 300),
    connectionReset: answer.reset,
    secondsToAnswer: round(answer.ms / 1000, 2),
    clientBytesWritten: answer.clientBytesWritten,
    serverBytesRead: readBefore !== null && readAfter !== null ? readAfter - readBefore : null,
    rssBeforeMiB: rssBefore,
    rssPeakMiB: round(rssPeak),
    rssAfterMiB: rssMiB(server.pid),
  };
}

function uploadLines(C, D) {
  const lines = [];
  if (C) {
    lines.push('');
    lines.push('### POST /api/apply/ uploads');
    lines.push('');
    lines.push(
      '| Phase | requests | p50 ms | p99 ms | max ms | statuses | 201 | delivered | spooled | lost | duplicates | RSS before → peak → after (MiB) |',
    );
    lines.push(
      '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    lines.push(
      `| C ${UPLOADS} × 5 MiB concurrent | ${C.load.requests} | ${C.load.latencyP50} | ${C.load.latencyP99} | ${C.load.latencyMax} | ${statusText(C.load.statuses)} | ${C.created} | ${C.delivered} | ${C.spooled} | ${C.lost} | ${C.duplicates} | ${C.rssBeforeMiB} → ${C.rssPeakMiB} → ${C.rssAfterMiB} |`,
    );
    lines.push('');
    lines.push(
      `- **C proof**: ${C.createdMarkers} applications answered 201 = ${C.delivered} received by the sink (resume attached) + ${C.spooled} in the spool: ${C.countsEqual ? 'counts equal' : 'COUNTS DIFFER'}; ${C.lost} missing, ${C.duplicates} duplicates. RSS growth ${C.rssGrowthMiB} MiB.`,
    );
    for (const [status, bodies] of Object.entries(C.load.nonCreated)) {
      lines.push(
        `- Phase C: ${C.load.statuses[status]} × ${status}, e.g. ${bodies.map((b) => `\`${b}\``).join(', ')}`,
      );
    }
  }
  if (D) {
    const mb = (bytes) => (bytes === null ? '?' : `${round(bytes / MiB, 2)} MiB`);
    lines.push(
      `- **D oversized upload**: ${D.bytesOffered / 1e6} MB offered without Content-Length; answer ${D.status || 'none'} after ${D.secondsToAnswer} s${D.connectionReset ? ` (then connection ${D.connectionReset})` : ''}. The server read ${mb(D.serverBytesRead)} (/proc rchar); the client had handed ${mb(D.clientBytesWritten)} to its socket (kernel buffers hold the difference). RSS ${D.rssBeforeMiB} → peak ${D.rssPeakMiB} → ${D.rssAfterMiB} MiB. Answer: \`${D.answer}\`.`,
    );
  }
  return lines;
}

function statusText(statuses) {
  return Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

function markdown(report) {
  const { floor, A, B } = report.phases;
  const lines = [];
  lines.push(
    `## API benchmark: POST /api/contact and /api/apply/ (production server, local SMTP sink)`,
  );
  lines.push('');
  lines.push(
    `${report.settings.connections} connections, ${report.settings.seconds} s per phase, pipelining 1, ${report.warmup ? `after a ${report.warmup.seconds} s warm-up, ` : ''}Node ${report.node}, ${report.cpus} CPUs (load average ${report.loadAverageAtStart[0]} at start), commit ${report.commit ?? '?'}.`,
  );
  lines.push(
    `SEND_ACKNOWLEDGEMENTS=false, so one e-mail per request; CONTACT_RATE_LIMIT=${RATE_LIMIT}, because the rate limiter is not what is measured.`,
  );
  lines.push(
    report.sink.immediateGreeting
      ? 'The SMTP sink (smtp-server on 127.0.0.1) greets at once (its stock 100 ms early-talker pause is bypassed), so latency is the site plus a loopback SMTP round trip.'
      : 'The SMTP sink (smtp-server on 127.0.0.1) kept its stock 100 ms pause before each greeting: every request waits for it.',
  );
  lines.push('');
  lines.push(
    '| Phase | req/s (mean) | p50 ms | p99 ms | statuses | 201 | delivered | spooled | lost | duplicates | RSS before → after (MiB) |',
  );
  lines.push('| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  if (floor) {
    lines.push(
      `| floor (bare Next.js route handler, 201) | ${floor.requestsPerSecond} | ${floor.latencyP50} | ${floor.latencyP99} | ${statusText(floor.statuses)} | | | | | | |`,
    );
  }
  for (const [name, p] of [
    ['A steady', A],
    ['B SMTP outage', B],
  ]) {
    if (!p) continue;
    lines.push(
      `| ${name} | ${p.load.requestsPerSecond} | ${p.load.latencyP50} | ${p.load.latencyP99} | ${statusText(p.load.statuses)} | ${p.created} | ${p.delivered} | ${p.spooled} | ${p.lost} | ${p.duplicates} | ${p.rssBeforeMiB} → ${p.rssAfterMiB} |`,
    );
  }
  lines.push('');
  if (A && floor) {
    lines.push(
      `- **A against the floor**: p99 ${A.load.latencyP99} ms, the floor's ${floor.latencyP99} ms: ${A.p99WithinTwiceFloor ? 'within' : 'NOT within'} 2× the floor.`,
    );
  }
  if (A) {
    lines.push(
      `- **A proof**: ${A.createdMarkers} markers answered 201 = ${A.delivered} received by the sink + ${A.spooled} in the spool: ${A.countsEqual ? 'counts equal' : 'COUNTS DIFFER'}; ${A.lost} missing, ${A.duplicates} duplicates. ${A.deliveredWithout201} further message(s) were mailed for requests cut off without an answer when the load stopped (not acknowledged, not counted). Errors ${A.load.errors}, timeouts ${A.load.timeouts}.`,
    );
  }
  if (B) {
    lines.push(
      `- **B outage**: sink stopped at ${B.outage.stoppedAtS} s and restarted at ${B.outage.restartedAtS} s of the load (${B.outage.seconds} s down). Spooled during the outage: max health queued ${B.maxHealthQueued} (max spool files seen ${B.maxSpoolFiles}).`,
    );
    lines.push(
      `- **B proof**: ${B.createdMarkers} markers answered 201; ${B.delivered} delivered, ${B.spooled} still spooled, **${B.lost} lost, ${B.duplicates} duplicates**. ${B.drained ? `Spool drained ${B.drainSecondsAfterRestart} s after the sink came back (${B.drainSecondsAfterLoad} s after the load ended)` : `NOT drained within ${DRAIN_TIMEOUT_MS / 1000} s (health queued ${B.queuedAtEnd})`}. RSS after drain ${B.rssAfterDrainMiB} MiB. ${B.deliveredWithout201} message(s) for requests cut off without an answer. Errors ${B.load.errors}, timeouts ${B.load.timeouts}.`,
    );
  }
  for (const [name, p] of [
    ['A', A],
    ['B', B],
  ]) {
    if (!p) continue;
    const nonCreated = Object.entries(p.load.nonCreated);
    if (nonCreated.length === 0) {
      lines.push(`- Phase ${name}: every answer was 201.`);
    } else {
      for (const [status, bodies] of nonCreated) {
        lines.push(
          `- Phase ${name}: ${p.load.statuses[status]} × ${status}, e.g. ${bodies.map((b) => `\`${b}\``).join(', ')}`,
        );
      }
    }
  }
  lines.push(...uploadLines(report.phases.C, report.phases.D));
  lines.push('');
  lines.push(`**Result: ${report.ok ? 'PASS' : 'FAIL'}** (${report.verdict})`);
  return lines.join('\n');
}

async function main() {
  await ensureBuild({ force: process.env.BENCH_SKIP_BUILD !== '1' });
  const runId = newRunId();
  const loadAverageAtStart = loadavg().map((value) => round(value, 2));
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const spoolDir = join(dataDir, 'queue');
  const sink = createSmtpSink({ maxMessageBytes: SINK_MAX_MESSAGE_BYTES });
  let server = null;
  let report = null;
  try {
    await sink.start();
    log(`SMTP sink on 127.0.0.1:${sink.port}; DATA_DIR ${dataDir}`);
    server = await startServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        DATA_DIR: dataDir,
        SEND_ACKNOWLEDGEMENTS: 'false',
        CONTACT_RATE_LIMIT: RATE_LIMIT,
        APPLY_RATE_LIMIT: RATE_LIMIT,
        TRUST_PROXY_HOPS: '0',
        REDIS_URL: '',
      },
    });
    log(`server ${server.url} (pid ${server.pid})`);

    let warmup = null;
    if (WARMUP_SECONDS > 0 && /[AB]/.test(PHASES)) {
      // A cold server compiles its route on first use; the measured phases start warm.
      log(`warm-up: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s (not measured)`);
      const load = await runLoad({ url: server.url, phase: 'W', runId, seconds: WARMUP_SECONDS });
      warmup = { seconds: WARMUP_SECONDS, statuses: load.statuses };
    }

    const floor = PHASES.includes('A') ? await phaseFloor(runId) : null;
    const A = PHASES.includes('A') ? await phaseA({ server, sink, spoolDir, runId }) : null;
    if (A && floor) {
      A.floorP99 = floor.latencyP99;
      A.p99WithinTwiceFloor = A.load.latencyP99 <= 2 * floor.latencyP99;
    }
    const B = PHASES.includes('B') ? await phaseB({ server, sink, spoolDir, runId }) : null;
    const C = PHASES.includes('C') ? await phaseC({ server, sink, spoolDir, runId }) : null;
    const D = PHASES.includes('D') ? await phaseD({ server }) : null;

    const problems = [];
    for (const [name, p] of [
      ['A', A],
      ['B', B],
      ['C', C],
    ]) {
      if (!p) continue;
      if (p.lost > 0) problems.push(`phase ${name}: ${p.lost} lost`);
      if (p.duplicates > 0) problems.push(`phase ${name}: ${p.duplicates} duplicates`);
      if (p.unknownMarkers > 0) problems.push(`phase ${name}: ${p.unknownMarkers} unknown markers`);
    }
    if (C && C.createdMarkers < C.load.requests) {
      problems.push(
        `phase C: ${C.load.requests - C.createdMarkers} application(s) not answered 201`,
      );
    }
    if (D && D.status !== 413) problems.push(`phase D: answered ${D.status || 'nothing'}, not 413`);
    const warnings = [];
    const mostRead = 6 * MiB + DRAIN_LIMIT_BYTES;
    if (D && D.serverBytesRead !== null && D.serverBytesRead > mostRead) {
      warnings.push(
        `phase D: the server read ${round(D.serverBytesRead / MiB, 2)} MiB (> ${mostRead / MiB} MiB)`,
      );
    }
    if (B && !B.drained)
      warnings.push('phase B spool not drained in time (nothing lost: still spooled)');
    if (sink.stats.withoutMarker > 0)
      warnings.push(`${sink.stats.withoutMarker} message(s) without a marker`);
    report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      loadAverageAtStart,
      commit: gitCommit(),
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        pipelining: 1,
        requestTimeoutS: REQUEST_TIMEOUT_S,
        sendAcknowledgements: false,
        contactRateLimit: RATE_LIMIT,
        applyRateLimit: RATE_LIMIT,
        drainTimeoutS: DRAIN_TIMEOUT_MS / 1000,
        phases: PHASES,
        uploads: UPLOADS,
        uploadRounds: UPLOAD_ROUNDS,
        bigUploadBytes: BIG_UPLOAD_BYTES,
      },
      sink: { ...sink.stats },
      warmup,
      phases: { floor, A, B, C, D },
      ok: problems.length === 0,
      problems,
      warnings,
      verdict:
        problems.length === 0
          ? `nothing lost, nothing duplicated${warnings.length ? `; ${warnings.join('; ')}` : ''}`
          : problems.join('; '),
    };
  } finally {
    if (server) await server.stop();
    await sink.stop();
    if (report?.ok) await rm(dataDir, { recursive: true, force: true });
    else log(`kept ${dataDir} for inspection`);
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
