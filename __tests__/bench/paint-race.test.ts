import {
  describeFirstPaint,
  describeRaces,
  firstPaintPath,
  lanternRace,
  requestsBeforeLargestPaint,
  type FirstPaintReport,
  type LanternRaceReport,
  type PaintRaceReport,
} from '../../bench/lib/paint-race.mjs';

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

/** A Lantern run's report: its simulated LCP beside the recording that `report` shapes. */
function lanternReport(lcp: number, paint: number, scriptEnds: number[]): LanternRaceReport {
  const base = report(
    paint,
    scriptEnds.map((end, i) => [`/_next/static/chunks/${i}.js`, 'Script', 'Low', 4_000, end]),
  );
  return { audits: { ...base.audits, 'largest-contentful-paint': { numericValue: lcp } } };
}

describe('lanternRace', () => {
  // Two runs of F1 in one bench (2026-11-30): its paint beat two of its four scripts, then none.
  it('counts the scripts that finished before the recorded paint, of all the page loaded', () => {
    expect(lanternRace(lanternReport(1069.4, 63, [48, 60, 70, 75]))).toEqual({
      lcp: 1069.4,
      paint: 63,
      scriptsBefore: 2,
      scripts: 4,
    });
    expect(lanternRace(lanternReport(1661, 91, [48, 60, 70, 75]))).toMatchObject({
      scriptsBefore: 4,
      scripts: 4,
    });
  });

  it('leaves out what is not a script, the document and the icons', () => {
    const run = lanternReport(1886, 179, [90, 120]);
    run.audits['network-requests']!.details!.items!.push({
      url: `${origin}/icons/menu.svg`,
      resourceType: 'Image',
      priority: 'High',
      transferSize: 1_200,
      networkEndTime: 115,
    });
    expect(lanternRace(run)).toMatchObject({ scriptsBefore: 2, scripts: 2 });
  });

  it('is null when the report lacks the simulated LCP, the recorded paint or the requests', () => {
    const { audits } = lanternReport(1886, 179, [90]);
    expect(lanternRace({ audits: { ...audits, 'largest-contentful-paint': {} } })).toBeNull();
    expect(lanternRace({ audits: { ...audits, metrics: {} } })).toBeNull();
    expect(lanternRace({ audits: { ...audits, 'network-requests': {} } })).toBeNull();
  });
});

describe('describeRaces', () => {
  it('lists the runs in order with their LCP, scripts counted and paint, a missing run as "-"', () => {
    expect(
      describeRaces([
        { lcp: 1069.4, paint: 63.2, scriptsBefore: 2, scripts: 4 },
        null,
        { lcp: 1954, paint: 1087, scriptsBefore: 4, scripts: 4 },
      ]),
    ).toBe('1,069 (2/4 by 63 ms) · - · 1,954 (4/4 by 1,087 ms)');
  });
});

/** A devtools run's report: its first paint, its document's end and its main-thread tasks. */
function paintReport(fcp: number, documentDone: number, tasks: [number, number][]) {
  return {
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'network-requests': { details: { items: [{ networkEndTime: documentDone }] } },
      'main-thread-tasks': {
        details: { items: tasks.map(([startTime, duration]) => ({ startTime, duration })) },
      },
    },
  } satisfies FirstPaintReport;
}

// The median runs of /privacy and F1 in one bench (bench/results/lhr/devtools, 2026-11-29).
const privacy = paintReport(967, 809, [
  [593, 77],
  [683, 14],
  [701, 22],
  [725, 5],
  [756, 7],
  [799, 143],
  [1200, 60],
]);
const f1 = paintReport(781, 702, [
  [583, 27],
  [639, 10],
  [707, 15],
  [750, 23],
]);

describe('firstPaintPath', () => {
  it('sums the work before the paint and names the last task before it', () => {
    expect(firstPaintPath(privacy)).toEqual({
      fcp: 967,
      documentDone: 809,
      work: 77 + 14 + 22 + 5 + 7 + 143,
      lastTask: { start: 799, duration: 143 },
    });
  });

  it('counts a task the paint fell in up to the paint', () => {
    expect(
      firstPaintPath(
        paintReport(500, 400, [
          [420, 30],
          [450, 100],
        ]),
      )?.work,
    ).toBe(30 + 50);
  });

  it('is null without a paint or a document, and has no last task when nothing ran before it', () => {
    expect(firstPaintPath({ audits: {} })).toBeNull();
    expect(firstPaintPath(paintReport(500, 400, [[600, 10]]))).toEqual({
      fcp: 500,
      documentDone: 400,
      work: 0,
      lastTask: null,
    });
  });
});

describe('describeFirstPaint', () => {
  it("puts the route's figures beside F1's", () => {
    expect(describeFirstPaint(privacy, f1)).toBe(
      "first paint at 967 ms (F1 781 ms); document's last byte at 809 ms (F1 702 ms); " +
        'main-thread work before the paint 268 ms (F1 75 ms); ' +
        'its last task 143 ms from 799 ms (F1 23 ms from 750 ms)',
    );
  });

  it("gives the route's figures alone when F1 was not measured", () => {
    expect(describeFirstPaint(privacy, null)).toBe(
      "first paint at 967 ms; document's last byte at 809 ms; " +
        'main-thread work before the paint 268 ms; its last task 143 ms from 799 ms',
    );
    expect(describeFirstPaint({ audits: {} }, f1)).toBeNull();
  });
});
