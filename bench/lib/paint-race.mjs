// What Lighthouse's simulated paint times waited for, read from one run's report.
//
// Simulated throttling (Lighthouse's default) does not slow the page down: it loads it at full
// speed, then replays the recorded requests and tasks on a model of a slow phone network. To
// choose what a paint waited for, it keeps every request that had finished *before the page
// painted in the recording* (lantern's FirstContentfulPaint.getFirstPaintBasedGraph; for LCP all
// of them but low-priority images). On a local server the scripts finish a few tens of
// milliseconds after they are requested, so a page that paints later than that gets each of them
// counted as something its largest paint needed, even though on a real phone network it would
// have painted long before they arrived. The bare Next.js page paints before its first script
// finishes; this lists, for a page that misses the LCP budget, what finished before its paint.

const KIB = 1024;

/** Lines naming the requests that finished before the observed largest paint of `lhr`. */
export function requestsBeforeLargestPaint(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const paint = metrics?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
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
 * report from the same bench, or null). Under applied throttling a first paint waits for two
 * things: the document's bytes on the slow network (about 5.4 ms per KiB gzipped) and the main
 * thread's work on them (parse, style, layout, paint; the last task before the paint is usually
 * the one that lays the page out and paints it), so the line says which of the two a miss is in.
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
