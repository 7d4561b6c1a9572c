import {
  describePhases,
  firstPaintPhases,
  type FirstPaintPhases,
  type TraceEvent,
} from '../../bench/lib/first-paint.mjs';

const url = 'http://127.0.0.1:4000/terms';
const page = { pid: 7, tid: 1 };
const start = 5_000_000; // µs, as Chromium's trace clock
const at = (ms: number) => start + ms * 1000;

/** A trace of one load: rendering blocked at <body> (700 ms) until the font's timer (800 ms). */
function trace(overrides: { began?: number; contentLoaded?: number } = {}): TraceEvent[] {
  const check = (ms: number, loaded: boolean): TraceEvent => ({
    name: 'Document::BeginLifecycleUpdatesIfRenderingReady',
    ts: at(ms),
    ...page,
    args: { have_render_blocking_resources_loaded: loaded, is_active: true },
  });
  const work = (name: string, ms: number, dur: number, tid = page.tid): TraceEvent => ({
    name,
    ph: 'X',
    ts: at(ms),
    dur: dur * 1000,
    pid: page.pid,
    tid,
  });
  return [
    // The tab's blank page before the navigation: ignored.
    { ...check(-200, false), ts: start - 200_000 },
    { name: 'navigationStart', ts: start, ...page, args: { data: { documentLoaderURL: url } } },
    check(600, true), // the new document's commit: nothing blocks yet
    {
      name: 'ResourceSendRequest',
      ts: at(610),
      ...page,
      args: {
        data: { requestId: 'f', url: 'http://127.0.0.1:4000/_next/static/media/a.woff2?dpl=1' },
      },
    },
    check(700, false),
    work('Layout', 650, 5), // before rendering began: not the frame's
    work('TextResourceDecoder::Decode', 655, 4), // the parser's: not a decode for DevTools
    work('DocumentLoader::BodyLoadingFinished', 720, 20),
    work('TextResourceDecoder::Decode', 721, 12), // the document decoded again, twice
    work('TextResourceDecoder::Decode', 734, 3),
    work('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 790, 3),
    work('FontCache::GetFontPlatformData', 640, 6), // before rendering began: counted
    check(overrides.began ?? 800, true),
    {
      name: 'MarkDOMContent',
      ts: at(overrides.contentLoaded ?? 820),
      ...page,
      args: { data: { isOutermostMainFrame: true } },
    },
    work('UpdateLayoutTree', 801, 10),
    work('Layout', 812, 30),
    work('Layout', 830, 2, 2), // another thread: not counted
    work('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 815, 2),
    work('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 816, 9, 2), // another thread
    work('FontCache::GetFontPlatformData', 813, 10),
    work('FontCache::GetFontPlatformData', 814, 3), // inside the one before: its time counted once
    work('FontCache::GetFontPlatformData', 831, 4, 2), // another thread
    work('Paint', 845, 4),
    work('PrePaint', 843, 1),
    { name: 'firstContentfulPaint', ts: at(860), ...page },
    work('Layout', 870, 20), // after the paint: not counted
    work('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 875, 4), // after the paint
    work('FontCache::GetFontPlatformData', 876, 5), // after the paint
    { name: 'ResourceFinish', ts: at(1_600), ...page, args: { data: { requestId: 'f' } } },
  ];
}

describe('firstPaintPhases', () => {
  it('reads the blocked wait, DOMContentLoaded, the paint, the font and the frame', () => {
    expect(firstPaintPhases(trace(), url)).toEqual({
      bodyReached: 700,
      renderingBegan: 800,
      domContentLoaded: 820,
      firstContentfulPaint: 860,
      fontDone: 1_600,
      frameWork: { style: 10, layout: 30, paint: 5 },
      fontLookups: { calls: 3, ms: 16 },
      labOnly: { fontStrikeCalls: 2, fontStrikeMs: 5, documentDecodedAgainMs: 15 },
    });
  });

  it("counts a decode for DevTools only when it comes before the paint, inside the body's end", () => {
    const late = trace().map((e) =>
      e.name === 'DocumentLoader::BodyLoadingFinished' ||
      (e.name === 'TextResourceDecoder::Decode' && e.ts > at(700))
        ? { ...e, ts: e.ts + 200_000 }
        : e,
    );
    expect(firstPaintPhases(late, url)?.labOnly.documentDecodedAgainMs).toBe(0);
  });

  it('has no blocked wait when nothing blocked, and counts the frame from the start', () => {
    const events = trace().filter(
      (e) =>
        !(
          e.name === 'Document::BeginLifecycleUpdatesIfRenderingReady' &&
          e.args?.have_render_blocking_resources_loaded === false
        ),
    );
    const phases = firstPaintPhases(events, url);
    expect(phases).toMatchObject({ bodyReached: null, renderingBegan: null });
    expect(phases?.frameWork.layout).toBe(35);
  });

  it('is null without the navigation to the page or without its first contentful paint', () => {
    expect(firstPaintPhases(trace(), 'http://127.0.0.1:4000/other')).toBeNull();
    expect(
      firstPaintPhases(
        trace().filter((e) => e.name !== 'firstContentfulPaint'),
        url,
      ),
    ).toBeNull();
  });

  it('leaves the font null when it had not arrived by the end of the trace', () => {
    expect(
      firstPaintPhases(
        trace().filter((e) => e.name !== 'ResourceFinish'),
        url,
      )?.fontDone,
    ).toBeNull();
  });
});

describe('describePhases', () => {
  const load = (
    bodyReached: number,
    began: number,
    contentLoaded: number,
    fcp: number,
    lookups = 40,
  ) =>
    ({
      bodyReached,
      renderingBegan: began,
      domContentLoaded: contentLoaded,
      firstContentfulPaint: fcp,
      fontDone: null,
      frameWork: { style: 4, layout: 40, paint: 8 },
      fontLookups: { calls: lookups, ms: lookups * 1.2 },
      labOnly: { fontStrikeCalls: 6, fontStrikeMs: 36.4, documentDecodedAgainMs: 75 },
    }) satisfies FirstPaintPhases;

  it('gives medians, the blocked wait and how often the document was parsed first', () => {
    const line = describePhases('/terms', [
      load(700, 800, 820, 860, 50),
      load(690, 860, 810, 900, 74), // parsed first: its DOMContentLoaded work held the font's timer
      null, // a load whose trace could not be read
      load(710, 811, 830, 870, 48),
    ]);
    expect(line).toBe(
      '/terms: <body> 700 rendering began 811 (+101) DOMContentLoaded 820 FCP 870 font - ' +
        'frame: style 4, layout 40, paint 8; font lookups 50 (60 ms); ' +
        'parsed before rendering began in 1 (FCP 900) of 3, not in 2 (FCP 860); ' +
        'lab only, before the paint: 6 font strike calls (36 ms), document decoded again 75 ms',
    );
  });

  it('says so when no load could be read', () => {
    expect(describePhases('/terms', [null, null])).toBe('/terms: no load could be read');
  });
});
