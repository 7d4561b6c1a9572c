/** The review row advances 1 px every 20 ms. */
export const AUTO_SCROLL_STEP_PX = 1;
export const AUTO_SCROLL_INTERVAL_MS = 20;

/**
 * The next scroll position of a row whose items are followed by an identical, decorative copy
 * starting `loopWidth` further on. Once the copy's start is reached the row jumps back by one
 * loop, to a spot that looks exactly the same, so it wraps to the start without a visible jump.
 * `maxPosition` (scrollWidth - clientWidth) covers windows so wide that the copy's start can
 * never be scrolled to: the row then wraps when it cannot move any further.
 */
export function nextLoopPosition(
  position: number,
  loopWidth: number,
  maxPosition: number,
  step = AUTO_SCROLL_STEP_PX,
): number {
  if (loopWidth <= 0) return position;
  const next = position + step;
  if (next < loopWidth && next <= maxPosition) return next;
  return Math.max(0, next - loopWidth * Math.max(1, Math.floor(next / loopWidth)));
}
