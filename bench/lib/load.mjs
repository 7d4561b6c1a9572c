// Load for `npm run bench:api`: valid enquiries with autocannon and job applications with a 5 MiB
// resume, each request carrying a unique marker so the SMTP sink can tell which ones it received.
import autocannon from 'autocannon';
import { formTokenCookie } from './form-token.mjs';
import { markerFactory } from './markers.mjs';
import {
  applicationFields,
  multipartBody,
  pdfOfSize,
  percentile,
  postMultipart,
} from './uploads.mjs';

const REQUEST_TIMEOUT_S = 10;
// 'Other' is always a valid position, whichever postings are open when the bench runs.
export const UPLOAD_POSITION = 'Other';

const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * What a load sent and how it was answered: the markers sent, marker -> number of 201 answers,
 * status -> count, and up to 3 sample bodies per status other than 201.
 */
function newTally() {
  return { sent: new Set(), created: new Map(), statuses: {}, samples: {} };
}

function count(tally, marker, status, body) {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (status === 201) {
    tally.created.set(marker, (tally.created.get(marker) ?? 0) + 1);
  } else {
    tally.samples[status] ??= [];
    if (tally.samples[status].length < 3) tally.samples[status].push(String(body).slice(0, 300));
  }
}

/**
 * Valid enquiries to POST `path` with autocannon for `seconds`, or `amount` requests in all.
 * With pipelining 1 a connection has one request in flight, so the per-connection context that
 * setupRequest fills is the one onResponse sees for that request's answer.
 */
export async function enquiryLoad({
  url,
  phase,
  runId,
  connections,
  seconds,
  amount,
  path = '/api/contact',
}) {
  const nextMarker = markerFactory(runId, phase);
  const tally = newTally();
  const instance = autocannon({
    url: `${url}${path}`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    pipelining: 1,
    timeout: REQUEST_TIMEOUT_S,
    requests: [
      {
        setupRequest(request, context) {
          const marker = nextMarker();
          tally.sent.add(marker);
          context.marker = marker;
          // As a person sends it: the honeypot empty and a form token from the page.
          const body = JSON.stringify({
            name: 'Bench Visitor',
            email: 'bench.visitor@example.com',
            phone: '+91 79 4000 1234',
            subject: 'Benchmark enquiry',
            message: `Hello, we would like a quote for a web project.\nReference ${marker}\nThank you.`,
            website: '',
          });
          return {
            ...request,
            method: 'POST',
            path,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              cookie: formTokenCookie(),
            },
            body,
          };
        },
        onResponse(status, body, context) {
          count(tally, context.marker, status, body);
        },
      },
    ],
  });
  const result = await instance;
  return {
    ...tally,
    summary: {
      requestsPerSecond: round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      latencyMax: result.latency.max,
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses: tally.statuses,
      nonCreated: tally.samples,
    },
  };
}

/**
 * `total` valid applications, each with a resume of exactly 5 MiB (the largest accepted) and a
 * unique marker in its cover letter, `concurrency` at a time, each on a connection of its own.
 */
export async function applicationLoad({ url, phase, runId, total, concurrency, resumeBytes }) {
  const nextMarker = markerFactory(runId, phase);
  const tally = newTally();
  const latencies = [];
  const resume = pdfOfSize(resumeBytes);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        next++;
        const marker = nextMarker();
        tally.sent.add(marker);
        const body = multipartBody(applicationFields(marker, UPLOAD_POSITION), resume);
        const answer = await postMultipart(url, body);
        latencies.push(answer.ms);
        count(tally, marker, answer.status || `error ${answer.error}`, answer.body ?? '');
      }
    }),
  );
  return {
    ...tally,
    summary: {
      requests: total,
      concurrency,
      seconds: round((performance.now() - started) / 1000),
      latencyP50: round(percentile(latencies, 50)),
      latencyP99: round(percentile(latencies, 99)),
      latencyMax: round(Math.max(...latencies)),
      statuses: tally.statuses,
      nonCreated: tally.samples,
    },
  };
}

/** Merges the tallies of loads whose markers are proved together (a phase spread over servers). */
export function mergeLoads(...loads) {
  const merged = newTally();
  for (const load of loads) {
    for (const marker of load.sent) merged.sent.add(marker);
    for (const [marker, n] of load.created) merged.created.set(marker, n);
  }
  return merged;
}
