// Types of paint-race.mjs for the TypeScript tests that import it (__tests__/bench).

/** The parts of a Lighthouse report (LHR) that requestsBeforeLargestPaint reads. */
export interface PaintRaceReport {
  audits: {
    metrics?: { details?: { items?: { observedLargestContentfulPaint?: number }[] } };
    'network-requests'?: {
      details?: {
        items?: {
          url: string;
          resourceType?: string;
          priority: string;
          transferSize?: number;
          networkEndTime: number;
        }[];
      };
    };
  };
}

export function requestsBeforeLargestPaint(lhr: PaintRaceReport): string[];

/** The parts of a Lighthouse report that lanternRace reads. */
export interface LanternRaceReport extends PaintRaceReport {
  audits: PaintRaceReport['audits'] & {
    'largest-contentful-paint'?: { numericValue?: number };
  };
}

export interface LanternRace {
  lcp: number;
  paint: number;
  scriptsBefore: number;
  scripts: number;
}

export function lanternRace(lhr: LanternRaceReport): LanternRace | null;

export function describeRaces(races: (LanternRace | null)[]): string;

/** The parts of a Lighthouse report that firstPaintPath reads. */
export interface FirstPaintReport {
  audits: {
    'first-contentful-paint'?: { numericValue?: number };
    'network-requests'?: { details?: { items?: { networkEndTime: number }[] } };
    'main-thread-tasks'?: { details?: { items?: { startTime: number; duration: number }[] } };
  };
}

export interface FirstPaintPath {
  fcp: number;
  documentDone: number;
  work: number;
  lastTask: { start: number; duration: number } | null;
}

export function firstPaintPath(lhr: FirstPaintReport): FirstPaintPath | null;

export function describeFirstPaint(
  lhr: FirstPaintReport,
  floor: FirstPaintReport | null,
): string | null;
