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
