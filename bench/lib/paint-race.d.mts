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
