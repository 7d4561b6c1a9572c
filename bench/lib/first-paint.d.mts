// Types of first-paint.mjs for the TypeScript tests that import it (__tests__/bench).

/** A Chromium trace event, as much of it as firstPaintPhases reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

export interface FirstPaintPhases {
  bodyReached: number | null;
  renderingBegan: number | null;
  domContentLoaded: number | null;
  firstContentfulPaint: number | null;
  fontDone: number | null;
  frameWork: { style: number; layout: number; paint: number };
  fontLookups: { calls: number; ms: number };
  labOnly: { fontStrikeCalls: number; fontStrikeMs: number; documentDecodedAgainMs: number };
}

export function firstPaintPhases(events: TraceEvent[], url: string): FirstPaintPhases | null;

export function describePhases(label: string, loads: (FirstPaintPhases | null)[]): string;
