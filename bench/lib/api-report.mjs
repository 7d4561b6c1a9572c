// The Markdown summary of `npm run bench:api` (bench/api.mjs), from its report object.

const MiB = 1024 * 1024;
const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function statusText(statuses) {
  return Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

function nonCreatedLines(name, summary) {
  return Object.entries(summary.nonCreated ?? {}).map(
    ([status, bodies]) =>
      `- Phase ${name}: ${summary.statuses[status]} × ${status}, e.g. ${bodies.map((b) => `\`${b}\``).join(', ')}`,
  );
}

/** 'n delivered, 0 lost, 0 duplicates' and where the duplicates came from. */
function deliveryText(p) {
  const duplicates =
    p.duplicates === 0
      ? '0 duplicates'
      : `${p.duplicates} duplicate(s), ${p.duplicatesSameMessageId} with the message's own Message-ID and ${p.duplicatesOtherMessageId} with another`;
  const drained = p.delivery.drained
    ? `all delivered ${p.delivery.seconds} s after the measured part`
    : `NOT all delivered within the wait (${p.delivery.pending} not received, ${p.delivery.queued} queued)`;
  return `${p.created} answered 201: ${p.delivered} delivered, ${p.stillQueued} still queued, **${p.lost} lost, ${duplicates}**; ${drained}. ${p.deliveredWithout201} more were mailed for requests cut off without an answer.`;
}

function loadRow(name, s, p) {
  return `| ${name} | ${s.requestsPerSecond} | ${s.latencyP50} | ${s.latencyP99} | ${s.latencyMax} | ${s.cpuMsPerAnswer ?? '–'} | ${statusText(s.statuses)} | ${s.errors} | ${p ? `${p.created} / ${p.delivered} / ${p.lost} / ${p.duplicates}` : ''} |`;
}

export function markdown(report) {
  const { floor, A, B, C, D, E, O } = report.phases;
  const s = report.settings;
  const lines = [
    '## API benchmark: POST /api/contact and /api/apply/ (production server, SMTP sink in process)',
    '',
    `${s.connections} connections, ${s.seconds} s per enquiry phase, pipelining 1, Node ${report.node}, ${report.cpus} CPUs (load average ${report.loadAverageAtStart[0]} at start), commit ${report.commit ?? '?'}. SEND_ACKNOWLEDGEMENTS=false (one e-mail per submission); rate limits at ${s.rateLimit}, since they are not what is measured.`,
    '',
  ];
  if (floor || A || B || C) {
    lines.push(
      '| Phase | req/s | p50 ms | p99 ms | max ms | server CPU ms / answer | statuses | errors | 201 / delivered / lost / duplicates |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    );
    if (floor) lines.push(loadRow('floor: bare Next.js route handler answering 201', floor));
    if (A) lines.push(loadRow('A: healthy SMTP server', A.load, A));
    if (B) lines.push(loadRow('B: SMTP server black-holed', B.load, B));
    if (C) lines.push(loadRow('C: as B, server SIGKILLed twice', C.load, C));
    lines.push('');
  }
  if (A) {
    if (floor) {
      lines.push(
        `- **A against the floor**: p99 ${A.load.latencyP99} ms against ${floor.latencyP99} ms: ${A.load.latencyP99 <= 2 * floor.latencyP99 ? 'within' : 'NOT within'} twice the floor.`,
      );
    }
    lines.push(`- **A**: ${deliveryText(A)} RSS ${A.rssBeforeMiB} → ${A.rssAfterMiB} MiB.`);
  }
  if (B) {
    lines.push(
      `- **B**: p99 ${B.load.latencyP99} ms (A: ${A?.load.latencyP99 ?? '–'} ms${floor ? `, twice the floor: ${2 * floor.latencyP99} ms` : ''}). The SMTP server accepted connections and never greeted for the whole load; it took ${B.sinkMessagesDuringOutage} messages meanwhile, and the queue held up to ${B.mostQueued} (health). ${deliveryText(B)} RSS ${B.rssBeforeMiB} → ${B.rssAfterMiB} → ${B.rssAfterDeliveryMiB} MiB after delivery.`,
    );
  }
  if (C) {
    const [during, delivery] = C.kills;
    lines.push(
      `- **C**: SIGKILL halfway through the load (back in ${during.restartSeconds} s; its latency and errors are the requests caught by the kill and the restart), then again once the SMTP server was back and ${delivery.receivedAtKill} of ${C.created} were delivered (back in ${delivery.restartSeconds} s). ${deliveryText(C)}`,
    );
  }
  if (D) {
    lines.push(
      '',
      '| Queue | uploads (concurrency) | upload p50 / p99 ms | health p50 / p99 ms | sender pass: messages, s, ms each | waiting out backoff | RSS of the fresh server: queued / pass peak MiB |',
      '| --- | --- | --- | --- | --- | ---: | --- |',
    );
    for (const q of [D.small, D.big]) {
      lines.push(
        `| ${q.queued} × 5 MiB | ${q.uploads.requests} (${q.uploads.concurrency}) in ${q.uploads.seconds} s | ${q.uploads.latencyP50} / ${q.uploads.latencyP99} | ${q.healthMs.p50} / ${q.healthMs.p99} | ${q.pass.messages}, ${q.pass.seconds} s, ${q.pass.msPerMessage} | ${q.pass.waitingOutBackoff} | ${q.rssQueuedMiB} / ${q.pass.rssPeakMiB} |`,
      );
    }
    lines.push(
      '',
      `- **D**: each queue was filled through the API by one server (RSS peak while uploading: ${D.small.rssPeakUploadingMiB} and ${D.big.rssPeakUploadingMiB} MiB), which was then stopped; a fresh server on the same DATA_DIR took the queue over. Its RSS with ${D.big.queued} queued, through their sender pass, against ${D.small.queued}: growth **${D.rssGrowthMiB} MiB** (${D.rssGrowthWithinLimit ? 'under' : 'NOT under'} 100 MiB). ${deliveryText(D)}`,
    );
    lines.push(...nonCreatedLines('D', D.big.uploads));
  }
  if (E) {
    lines.push(
      `- **E**: two servers on one Redis (append-only, fsync always); ${E.loads.map((l) => `${l.statuses[201] ?? 0} answered 201 by one (p99 ${l.latencyP99} ms)`).join(', ')}. One SIGKILLed for good once ${E.receivedAtKill} were delivered; the other delivered the rest${E.deliverySecondsAfterKill === null ? '' : ` within ${E.deliverySecondsAfterKill} s of the kill`}. ${deliveryText(E)} Left in the killed server's own queue: ${E.strandedOnKilled}.`,
    );
  }
  for (const [name, p] of Object.entries({ A, B, C }))
    if (p) lines.push(...nonCreatedLines(name, p.load));
  if (O) {
    const mb = (bytes) => (bytes === null ? '?' : `${round(bytes / MiB, 2)} MiB`);
    lines.push(
      `- **O oversized upload**: ${O.bytesOffered / 1e6} MB offered without Content-Length; answer ${O.status || 'none'} after ${O.secondsToAnswer} s${O.connectionReset ? ` (then connection ${O.connectionReset})` : ''}. The server read ${mb(O.serverBytesRead)} (/proc rchar); the client had handed ${mb(O.clientBytesWritten)} to its socket. RSS ${O.rssBeforeMiB} → peak ${O.rssPeakMiB} → ${O.rssAfterMiB} MiB.`,
    );
  }
  lines.push('');
  const verdict = report.ok
    ? `nothing lost, no duplicate but a crash's own${report.warnings.length ? `; ${report.warnings.join('; ')}` : ''}`
    : report.problems.join('; ');
  lines.push(`**Result: ${report.ok ? 'PASS' : 'FAIL'}** (${verdict})`);
  return lines.join('\n');
}
