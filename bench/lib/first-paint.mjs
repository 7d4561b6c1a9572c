/**
 * What a page's first paint waited for, read from a Chromium trace of its load
 * (bench/first-paint.mjs records them under Lighthouse's applied throttling). In the Chromium the
 * bench runs (156), a font preloaded by `<link rel="preload" as="font">` or a `Link` header blocks
 * rendering (Blink's RenderBlockingFonts, on by default): nothing is drawn until the font has
 * arrived or 100 ms have passed since the parser reached `<body>` (1.5 s after the navigation at
 * most), and the timer that ends the wait is a task like any other, so it also waits for the main
 * thread. Under slow 4G the font arrives long after (about 1.6 s), so a page paints at `<body>` +
 * 100 ms plus its frame's own work, unless the whole document has been parsed by then:
 * DOMContentLoaded's work (Chrome's autofill lays the page out when it has a form) then comes
 * before the frame, and the frame styles the whole document.
 */

const CHECK = 'Document::BeginLifecycleUpdatesIfRenderingReady';

/** Blink's synchronous question to the browser process for a new font strike (Linux only). */
const STRIKE_CALL = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

/**
 * Blink's lookup of a font for a description (family, size, weight, style) it has not met yet: on
 * Linux through fontconfig, and again for each family of the stack it tries.
 */
const FONT_LOOKUP = 'FontCache::GetFontPlatformData';

/** The frame's work counted by `frameWork`, by trace event name. */
const FRAME_WORK = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
};

/**
 * The moments of one load's first paint in ms from the navigation's start, or null when the trace
 * lacks the navigation to `url` or its first contentful paint:
 * - `bodyReached`: the parser reached `<body>` while something still blocked rendering (the first
 *   time Blink found it could not begin rendering); null when nothing ever blocked it;
 * - `renderingBegan`: rendering was allowed (the font arrived or its timer fired); null as above;
 * - `domContentLoaded`, `firstContentfulPaint`;
 * - `fontDone`: the last byte of the first `.woff2` the page requested, null if none had arrived
 *   by the end of the trace;
 * - `frameWork`: style, layout and paint work on the page's main thread from `renderingBegan` (or
 *   the navigation, when nothing blocked) to the paint, in ms;
 * - `fontLookups`: Blink's font lookups on the main thread before the paint (trace category
 *   `fonts`), most of them inside the frame's layout: how many, and their time in ms (a lookup
 *   inside another counted once);
 * - `labOnly`: main-thread work before the paint that a visitor's phone does not do: the calls
 *   Blink makes on Linux for each new font strike (family, size, weight) and the time they took
 *   (trace category `fonts`), and the document decoded again when its last byte arrived, which
 *   Chrome does for DevTools when the protocol's Network domain is on (every Lighthouse and
 *   Playwright load), in ms.
 * @param {import('./first-paint.d.mts').TraceEvent[]} events
 * @param {string} url
 */
export function firstPaintPhases(events, url) {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
    .at(-1);
  if (!navigation) return null;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > navigation.ts);
  if (!paint) return null;
  const at = (event) => (event ? (event.ts - navigation.ts) / 1000 : null);
  const onPage = (e) => e.pid === paint.pid && e.ts > navigation.ts;

  const checks = events.filter((e) => e.name === CHECK && onPage(e)).sort((a, b) => a.ts - b.ts);
  const blocked = checks.find((e) => e.args?.have_render_blocking_resources_loaded === false);
  const began = blocked
    ? checks.find((e) => e.ts > blocked.ts && e.args?.have_render_blocking_resources_loaded)
    : undefined;
  const contentLoaded = events.find(
    (e) => e.name === 'MarkDOMContent' && onPage(e) && e.args?.data?.isOutermostMainFrame !== false,
  );

  const font = events.find(
    (e) => e.name === 'ResourceSendRequest' && /\.woff2(\?|$)/.test(e.args?.data?.url ?? ''),
  );
  const fontFinish = font
    ? events.find(
        (e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === font.args.data.requestId,
      )
    : undefined;

  /** A piece of work on the page's main thread that began before the paint. */
  const beforePaint = (e) =>
    e.ph === 'X' && e.pid === paint.pid && e.tid === paint.tid && e.ts < paint.ts;

  const from = began?.ts ?? navigation.ts;
  const frameWork = { style: 0, layout: 0, paint: 0 };
  for (const e of events) {
    const kind = FRAME_WORK[e.name];
    if (!kind || !beforePaint(e) || e.ts < from) continue;
    frameWork[kind] += Math.min(e.dur ?? 0, paint.ts - e.ts) / 1000;
  }

  const lookups = events.filter((e) => e.name === FONT_LOOKUP && onPage(e) && beforePaint(e));
  // One thread's trace events nest: a lookup that starts before the last outermost one ends is
  // inside it.
  const outermostLookups = [];
  for (const e of [...lookups].sort((a, b) => a.ts - b.ts)) {
    const last = outermostLookups.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) outermostLookups.push(e);
  }
  const strikeCalls = events.filter((e) => e.name === STRIKE_CALL && onPage(e) && beforePaint(e));
  const finishes = events.filter(
    (e) => e.name === 'DocumentLoader::BodyLoadingFinished' && onPage(e) && beforePaint(e),
  );
  const finishDecodes = events.filter(
    (e) =>
      e.name === 'TextResourceDecoder::Decode' &&
      beforePaint(e) &&
      finishes.some((f) => e.ts >= f.ts && e.ts < f.ts + (f.dur ?? 0)),
  );
  const ms = (list) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;

  return {
    bodyReached: at(blocked),
    renderingBegan: at(began),
    domContentLoaded: at(contentLoaded),
    firstContentfulPaint: at(paint),
    fontDone: at(fontFinish),
    frameWork,
    fontLookups: { calls: lookups.length, ms: ms(outermostLookups) },
    labOnly: {
      fontStrikeCalls: strikeCalls.length,
      fontStrikeMs: ms(strikeCalls),
      documentDecodedAgainMs: ms(finishDecodes),
    },
  };
}

/**
 * One line per page from the phases of its loads: the median of each moment, how long rendering
 * stayed blocked after `<body>`, and in how many loads the document was parsed before rendering
 * began (those paint after DOMContentLoaded's work), with the median paint of each kind of load.
 * @param {string} label
 * @param {ReturnType<typeof firstPaintPhases>[]} loads
 */
export function describePhases(label, loads) {
  const measured = loads.filter(Boolean);
  if (measured.length === 0) return `${label}: no load could be read`;
  /** The median of `pick` over `list`, rounded, '-' when no load has it. */
  const median = (pick, list = measured) => {
    const values = list
      .map(pick)
      .filter((v) => v != null)
      .sort((a, b) => a - b);
    return values.length ? `${Math.round(values[Math.floor((values.length - 1) / 2)])}` : '-';
  };
  const blockedFor = (p) =>
    p.renderingBegan != null && p.bodyReached != null ? p.renderingBegan - p.bodyReached : null;
  const parsedFirst = (p) =>
    p.renderingBegan != null && p.domContentLoaded != null && p.domContentLoaded < p.renderingBegan;
  const kinds = [measured.filter(parsedFirst), measured.filter((p) => !parsedFirst(p))];
  const [parsed, notParsed] = kinds.map((list) =>
    list.length ? `${list.length} (FCP ${median((p) => p.firstContentfulPaint, list)})` : '0',
  );
  const frame = ['style', 'layout', 'paint'].map(
    (kind) => `${kind} ${median((p) => p.frameWork[kind])}`,
  );
  return [
    `${label}:`,
    `<body> ${median((p) => p.bodyReached)}`,
    `rendering began ${median((p) => p.renderingBegan)} (+${median(blockedFor)})`,
    `DOMContentLoaded ${median((p) => p.domContentLoaded)}`,
    `FCP ${median((p) => p.firstContentfulPaint)}`,
    `font ${median((p) => p.fontDone)}`,
    `frame: ${frame.join(', ')};`,
    `font lookups ${median((p) => p.fontLookups.calls)}`,
    `(${median((p) => p.fontLookups.ms)} ms);`,
    `parsed before rendering began in ${parsed} of ${measured.length}, not in ${notParsed};`,
    `lab only, before the paint: ${median((p) => p.labOnly.fontStrikeCalls)} font strike calls`,
    `(${median((p) => p.labOnly.fontStrikeMs)} ms), document decoded again`,
    `${median((p) => p.labOnly.documentDecodedAgainMs)} ms`,
  ].join(' ');
}
