import { easeOut, SPARKS, sparkSegments } from '@/lib/sparks';

type Segment = [number, number, number, number];

const CLICK_X = 120;
const CLICK_Y = 80;

function segmentsAt(elapsedMs: number): Segment[] {
  const segments = sparkSegments(CLICK_X, CLICK_Y, elapsedMs);
  if (segments === null) throw new Error(`burst already finished at ${elapsedMs} ms`);
  return segments;
}

/** How far the inner end of a spark is from the click point. */
const distanceOf = ([x1, y1]: Segment) => Math.hypot(x1 - CLICK_X, y1 - CLICK_Y);
const lengthOf = ([x1, y1, x2, y2]: Segment) => Math.hypot(x2 - x1, y2 - y1);
const first = (segments: Segment[]): Segment => {
  const segment = segments[0];
  if (!segment) throw new Error('no segments');
  return segment;
};

describe('easeOut', () => {
  it('starts at 0 and settles at 1', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
  });

  it('covers more than half the way at half the time (fast first, slow at the end)', () => {
    expect(easeOut(0.5)).toBeCloseTo(0.875, 10);
    expect(easeOut(0.25)).toBeGreaterThan(0.25);
    expect(easeOut(0.75)).toBeGreaterThan(0.75);
  });

  it('never goes backwards', () => {
    let previous = -Infinity;
    for (let step = 0; step <= 100; step += 1) {
      const value = easeOut(step / 100);
      expect(value).toBeGreaterThan(previous);
      previous = value;
    }
  });
});

describe('sparkSegments', () => {
  it('draws one segment per spark (8)', () => {
    expect(SPARKS.count).toBe(8);
    expect(segmentsAt(0)).toHaveLength(8);
    expect(segmentsAt(250)).toHaveLength(8);
  });

  it('returns null once the 400 ms burst is over', () => {
    expect(SPARKS.durationMs).toBe(400);
    expect(sparkSegments(CLICK_X, CLICK_Y, 399)).not.toBeNull();
    expect(sparkSegments(CLICK_X, CLICK_Y, 400)).toBeNull();
    expect(sparkSegments(CLICK_X, CLICK_Y, 401)).toBeNull();
    expect(sparkSegments(CLICK_X, CLICK_Y, 10_000)).toBeNull();
  });

  it('starts every spark at the click point with full length 10 at t = 0', () => {
    for (const segment of segmentsAt(0)) {
      expect(segment[0]).toBeCloseTo(CLICK_X, 10);
      expect(segment[1]).toBeCloseTo(CLICK_Y, 10);
      expect(lengthOf(segment)).toBeCloseTo(SPARKS.size, 10);
    }
    expect(SPARKS.size).toBe(10);
  });

  it('treats a negative elapsed time (clock skew) like t = 0', () => {
    expect(sparkSegments(CLICK_X, CLICK_Y, -50)).toEqual(sparkSegments(CLICK_X, CLICK_Y, 0));
  });

  it('moves sparks outward monotonically toward radius 15 while they shrink', () => {
    let previousDistance = -Infinity;
    let previousLength = Infinity;
    for (let elapsed = 0; elapsed < SPARKS.durationMs; elapsed += 10) {
      const segment = first(segmentsAt(elapsed));
      const distance = distanceOf(segment);
      const length = lengthOf(segment);
      expect(distance).toBeGreaterThan(previousDistance);
      expect(length).toBeLessThan(previousLength);
      expect(distance).toBeLessThanOrEqual(SPARKS.radius);
      previousDistance = distance;
      previousLength = length;
    }
    const last = first(segmentsAt(SPARKS.durationMs - 1));
    expect(SPARKS.radius).toBe(15);
    expect(distanceOf(last)).toBeGreaterThan(14.99);
    expect(lengthOf(last)).toBeLessThan(0.01);
  });

  it('eases out: more than half the distance is covered at half the duration', () => {
    const half = first(segmentsAt(SPARKS.durationMs / 2));
    expect(distanceOf(half)).toBeGreaterThan(SPARKS.radius / 2);
    expect(distanceOf(half)).toBeCloseTo(SPARKS.radius * 0.875, 10);
    expect(lengthOf(half)).toBeCloseTo(SPARKS.size * 0.125, 10);
  });

  it('moves every spark the same distance at any moment', () => {
    const segments = segmentsAt(120);
    const expected = distanceOf(first(segments));
    for (const segment of segments) expect(distanceOf(segment)).toBeCloseTo(expected, 10);
  });

  it('spaces the sparks evenly, 45 degrees apart, starting along +x', () => {
    const segments = segmentsAt(100);
    segments.forEach(([x1, y1, x2, y2], index) => {
      const direction = Math.atan2(y2 - y1, x2 - x1);
      const expected = (2 * Math.PI * index) / 8;
      // Compare on the unit circle so that angles near +-pi compare correctly.
      expect(Math.cos(direction)).toBeCloseTo(Math.cos(expected), 10);
      expect(Math.sin(direction)).toBeCloseTo(Math.sin(expected), 10);
      // The spark lies on the ray from the click point in that direction.
      const radial = Math.atan2(y1 - CLICK_Y, x1 - CLICK_X);
      expect(Math.cos(radial)).toBeCloseTo(Math.cos(expected), 10);
      expect(Math.sin(radial)).toBeCloseTo(Math.sin(expected), 10);
    });
  });
});
