// What Lighthouse's simulated paint times waited for, read from one run's report.
//
// Simulated throttling (Lighthouse's default) does not slow the page down: it loads it at full
// speed, then replays the recorded requests and tasks on a model of a slow phone network. To
// choose what a paint waited for, it keeps every request that had finished *before the page
// painted in the recording*, a script only if it had also begun to run by then (lantern's
// FirstContentfulPaint.getFirstPaintBasedGraph; for LCP all of them but low-priority images).
// Next puts its scripts in <head> as `async`, and on a local server they finish and run a few tens
// of milliseconds after they are requested, so a page that paints later than that gets each of
// them counted as something its largest paint needed, even though on a real phone network it
// would have painted long before they arrived. The bare Next.js page paints about when its scripts
// finish, so some of its runs count them and some do not. This lists, for a page that misses the
// LCP budget, what finished before its paint, and for every run how the race went.

const KIB = 1024;

/**
 * The largest paint of the recording a run was simulated from and the recorded requests, document
 * first (undefined where the report lacks them).
 */
function recording(lhr) {
  return {
    paint: lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint,
    requests: lhr.audits['network-requests']?.details?.items,
  };
}

/** Lines naming the requests that finished before the observed largest paint of `lhr`. */
export function requestsBeforeLargestPaint(lhr) {
  const { paint, requests = [] } = recording(lhr);
  if (paint == null || requests.length === 0) return [];
  // network-requests times start at the first request (the document), within a few
  // milliseconds of the navigation start the observed paint is measured from.
  const [document, ...rest] = requests;
  const before = rest.filter((r) => r.networkEndTime <= paint);
  const scriptsAfter = rest.filter((r) => r.resourceType === 'Script' && r.networkEndTime > paint);
  if (before.length === 0) return [];
  const name = (r) => {
    const file = r.url.split('?')[0].split('/').pop() || r.url;
    return `${file} (${r.resourceType ?? 'other'}, ${r.priority}, ${((r.transferSize ?? 0) / KIB).toFixed(1)} KiB, done at ${Math.round(r.networkEndTime)} ms)`;
  };
  return [
    `observed largest paint at ${Math.round(paint)} ms (document done at ${Math.round(document.networkEndTime)} ms); ` +
      `these requests finished before it, so the simulated LCP waits for each on the throttled network:`,
    ...before.map((r) => `  ${name(r)}`),
    scriptsAfter.length
      ? `  (${scriptsAfter.length} script(s) finished after the paint and are not counted)`
      : '  (no script finished after the paint)',
  ];
}

/**
 * How one Lantern run's race went: its simulated LCP, the largest paint of the recording it
 * simulated from (`paint`) and how many of the page's scripts had finished before that paint
 * (`scriptsBefore` of `scripts`); null when the report lacks them. A script that finished but
 * had not begun to run is not counted by Lantern, so `scriptsBefore` is an upper bound.
 */
export function lanternRace(lhr) {
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const { paint, requests } = recording(lhr);
  if (lcp == null || paint == null || !requests) return null;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    lcp,
    paint,
    scriptsBefore: scripts.filter((r) => r.networkEndTime <= paint).length,
    scripts: scripts.length,
  };
}

/**
 * One cell listing a target's Lantern runs in the order they ran: each run's LCP, then how many
 * of its scripts had finished before the recorded paint and when that paint came, e.g.
 * "1,069 (2/4 by 63 ms) · 1,661 (4/4 by 91 ms)"; a run without the figures is "-".
 */
export function describeRaces(races) {
  const ms = (value) => Math.round(value).toLocaleString('en-US');
  return races
    .map((race) =>
      race
        ? `${ms(race.lcp)} (${race.scriptsBefore}/${race.scripts} by ${ms(race.paint)} ms)`
        : '-',
    )
    .join(' · ');
}

/**
 * Where the time to the first paint of a run under applied throttling went, or null when the
 * report lacks what it needs: the paint (`fcp`), the document's last byte (`documentDone`), the
 * main thread's work before the paint (`work`, each task cut at the paint) and the last task
 * that started before it (`lastTask`, the one that laid the page out and painted it). Times are
 * from the navigation's start.
 */
export function firstPaintPath(lhr) {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const [document] = lhr.audits['network-requests']?.details?.items ?? [];
  const tasks = lhr.audits['main-thread-tasks']?.details?.items ?? [];
  if (fcp == null || !document) return null;
  const before = tasks.filter((task) => task.startTime < fcp);
  const work = before.reduce((sum, task) => sum + Math.min(task.duration, fcp - task.startTime), 0);
  const last = before.reduce((a, b) => (b.startTime > a.startTime ? b : a), before[0]);
  return {
    fcp,
    documentDone: document.networkEndTime,
    work,
    lastTask: last ? { start: last.startTime, duration: last.duration } : null,
  };
}

/**
 * One line comparing the first paint of a route's run with F1's (`floor`, the styled floor's
 * report from the same bench, or null). Under applied throttling a first paint waits for the
 * document's bytes on the slow network (about 5.4 ms per KiB gzipped), the main thread's work on
 * them (parse, style, layout, paint; the last task before the paint is usually the one that lays
 * the page out and paints it) and the preloaded font, which holds rendering until 100 ms after
 * the parser reached `<body>` (bench/lib/first-paint.mjs); a report has the first two, so the
 * line gives those, and `npm run bench:first-paint` the third.
 */
export function describeFirstPaint(lhr, floor) {
  const route = firstPaintPath(lhr);
  if (!route) return null;
  const f1 = floor ? firstPaintPath(floor) : null;
  const ms = (value) => `${Math.round(value)} ms`;
  const task = (path) => `${ms(path.lastTask.duration)} from ${ms(path.lastTask.start)}`;
  const figure = (text, f1Text) => (f1 && f1Text ? `${text} (F1 ${f1Text})` : text);
  const parts = [
    figure(`first paint at ${ms(route.fcp)}`, f1 && ms(f1.fcp)),
    figure(`document's last byte at ${ms(route.documentDone)}`, f1 && ms(f1.documentDone)),
    figure(`main-thread work before the paint ${ms(route.work)}`, f1 && ms(f1.work)),
  ];
  if (route.lastTask) {
    parts.push(figure(`its last task ${task(route)}`, f1?.lastTask && task(f1)));
  }
  return parts.join('; ');
}
