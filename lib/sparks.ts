export const SPARKS = { count: 8, durationMs: 400, radius: 15, size: 10 } as const;

/** Cubic ease-out: fast at first, settling at 1. */
export function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * The line segments [x1, y1, x2, y2] of one burst `elapsedMs` after the click, or null once it
 * has finished. Each spark travels `radius` px outward while shrinking from `size` px to nothing.
 */
export function sparkSegments(
  x: number,
  y: number,
  elapsedMs: number,
): [number, number, number, number][] | null {
  if (elapsedMs >= SPARKS.durationMs) return null;
  const progress = Math.max(0, elapsedMs) / SPARKS.durationMs;
  const eased = easeOut(progress);
  const distance = eased * SPARKS.radius;
  const length = SPARKS.size * (1 - eased);
  return Array.from({ length: SPARKS.count }, (_, index) => {
    const angle = (2 * Math.PI * index) / SPARKS.count;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    return [
      x + distance * cos,
      y + distance * sin,
      x + (distance + length) * cos,
      y + (distance + length) * sin,
    ];
  });
}
