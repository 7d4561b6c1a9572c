import { requestsBeforeLargestPaint, type PaintRaceReport } from '../../bench/lib/paint-race.mjs';

const origin = 'http://127.0.0.1:4000';

/** A report shaped like Lighthouse 12's, with the document first in network-requests. */
function report(paint: number, requests: [string, string, string, number, number][]) {
  return {
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: paint }] } },
      'network-requests': {
        details: {
          items: [
            {
              url: `${origin}/terms`,
              resourceType: 'Document',
              priority: 'VeryHigh',
              transferSize: 16_000,
              networkEndTime: 24,
            },
            ...requests.map(([url, resourceType, priority, transferSize, networkEndTime]) => ({
              url: `${origin}${url}`,
              resourceType,
              priority,
              transferSize,
              networkEndTime,
            })),
          ],
        },
      },
    },
  } satisfies PaintRaceReport;
}

describe('requestsBeforeLargestPaint', () => {
  it('names each request that finished before the observed largest paint, with its size and end', () => {
    const lines = requestsBeforeLargestPaint(
      report(230, [
        ['/_next/static/chunks/app.css', 'Stylesheet', 'VeryHigh', 10_912, 131],
        ['/_next/static/media/font.woff2', 'Font', 'High', 28_286, 219],
        ['/_next/static/chunks/framework.js', 'Script', 'Low', 67_700, 229],
        ['/_next/static/chunks/main.js', 'Script', 'Low', 42_552, 249],
      ]),
    );
    expect(lines[0]).toBe(
      'observed largest paint at 230 ms (document done at 24 ms); these requests finished before it, so the simulated LCP waits for each on the throttled network:',
    );
    expect(lines.slice(1)).toEqual([
      '  app.css (Stylesheet, VeryHigh, 10.7 KiB, done at 131 ms)',
      '  font.woff2 (Font, High, 27.6 KiB, done at 219 ms)',
      '  framework.js (Script, Low, 66.1 KiB, done at 229 ms)',
      '  (1 script(s) finished after the paint and are not counted)',
    ]);
  });

  it('drops the query string from a name and says when no script finished later', () => {
    const lines = requestsBeforeLargestPaint(
      report(300, [['/icon.svg?icon.42524', 'Image', 'High', 1_140, 120]]),
    );
    expect(lines.slice(1)).toEqual([
      '  icon.svg (Image, High, 1.1 KiB, done at 120 ms)',
      '  (no script finished after the paint)',
    ]);
  });

  it('says nothing when the page painted before any other request finished, as the bare page does', () => {
    expect(
      requestsBeforeLargestPaint(
        report(86, [['/_next/static/chunks/a.js', 'Script', 'Low', 3_911, 90]]),
      ),
    ).toEqual([]);
  });

  it('says nothing when the report has no observed paint or no requests', () => {
    expect(requestsBeforeLargestPaint({ audits: {} })).toEqual([]);
    expect(
      requestsBeforeLargestPaint({
        audits: { metrics: { details: { items: [{ observedLargestContentfulPaint: 100 }] } } },
      }),
    ).toEqual([]);
  });
});
