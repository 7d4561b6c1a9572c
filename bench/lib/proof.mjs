// The proof of a bench:api phase: every enquiry or application answered 201 reached the SMTP sink
// (or is still queued), and any message received twice kept its Message-ID, so it is a retry of
// the same message (a crash between the SMTP server's acceptance and the queue's record of it),
// never the same submission composed twice.
import { markerPhase } from './markers.mjs';
import { spoolMarkers } from './spool.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ phase: string, load: { sent: Set<string>, created: Map<string, number> },
 *   sink: ReturnType<typeof import('./smtp-sink.mjs').createSmtpSink>, queueDirs?: string[] }} opts
 */
export async function proof({ phase, load, sink, queueDirs = [] }) {
  // The queues first, then the sink: a message moving from one to the other meanwhile is seen.
  const queued = new Map();
  let queueFiles = 0;
  for (const dir of queueDirs) {
    const found = await spoolMarkers(dir);
    queueFiles += found.files;
    for (const [marker, n] of found.markers) queued.set(marker, (queued.get(marker) ?? 0) + n);
  }
  const received = new Map([...sink.received].filter(([marker]) => markerPhase(marker) === phase));
  const result = {
    created: load.created.size,
    delivered: 0,
    stillQueued: 0,
    lost: 0,
    duplicates: 0,
    duplicatesSameMessageId: 0,
    duplicatesOtherMessageId: 0,
    deliveredWithout201: 0,
    unknownMarkers: 0,
    queueFiles,
    examples: { missing: [], duplicated: [] },
  };
  const countDuplicates = (marker, extra) => {
    if (extra <= 0) return;
    result.duplicates += extra;
    if (sink.messageIds.get(marker).size === 1) result.duplicatesSameMessageId += extra;
    else result.duplicatesOtherMessageId += extra;
    if (result.examples.duplicated.length < 5) result.examples.duplicated.push(marker);
  };
  for (const [marker, answers] of load.created) {
    const got = received.get(marker) ?? 0;
    if (got > 0) result.delivered++;
    else if (queued.has(marker)) result.stillQueued++;
    else {
      result.lost++;
      if (result.examples.missing.length < 5) result.examples.missing.push(marker);
    }
    countDuplicates(marker, got - answers);
  }
  // Requests cut off without an answer (the load ending, a server killed) may have been stored
  // and mailed: not a 201, so not in the proof, but not to be duplicated either.
  for (const [marker, got] of received) {
    if (load.created.has(marker)) continue;
    if (load.sent.has(marker)) result.deliveredWithout201++;
    else result.unknownMarkers++;
    countDuplicates(marker, got - 1);
  }
  return result;
}

/** How many of `markers` the sink has not received yet. */
export function notReceived(sink, markers) {
  let pending = 0;
  for (const marker of markers) if (!sink.received.has(marker)) pending++;
  return pending;
}

/**
 * Waits until the sink has every one of `markers` and `queued()` says 0, or `timeoutMs` has passed.
 * @returns {Promise<{ drained: boolean, seconds: number, pending: number, queued: number | null }>}
 */
export async function waitForDelivery({ sink, markers, queued, timeoutMs, log, label }) {
  const started = Date.now();
  let lastLog = started;
  for (;;) {
    const pending = notReceived(sink, markers);
    const waiting = await queued();
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    if (pending === 0 && waiting === 0) return { drained: true, seconds, pending, queued: waiting };
    if (Date.now() - started > timeoutMs) {
      log(
        `${label}: not delivered after ${timeoutMs / 1000} s (${pending} not received, ${waiting} queued)`,
      );
      return { drained: false, seconds, pending, queued: waiting };
    }
    if (Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      log(
        `${label}: ${pending} of ${markers.size ?? markers.length} not yet received, ${waiting} queued`,
      );
    }
    await sleep(pending === 0 ? 250 : 100);
  }
}
