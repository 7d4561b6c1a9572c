/**
 * Maths of a pinned horizontal scroller: a tall section whose sticky inner container stays put
 * while vertical scrolling moves a row of cards sideways. All lengths are CSS pixels; vertical
 * positions are document coordinates (scrollY, not the viewport).
 */

/** How far the row must move so its last card reaches the right edge of the window. */
export function horizontalTravel(rowWidth: number, windowWidth: number): number {
  return Math.max(0, rowWidth - windowWidth);
}

export type PinGeometry = {
  /** Document position of the section's top edge. */
  sectionTop: number;
  sectionHeight: number;
  /** Height of the sticky container. */
  pinHeight: number;
  /** The sticky container's `top`: where in the viewport the section pins (15vh). */
  pinTop: number;
};

export type ScrollRange = { start: number; end: number };

/** The scrollY values between which the container is pinned. */
export function pinnedRange({
  sectionTop,
  sectionHeight,
  pinHeight,
  pinTop,
}: PinGeometry): ScrollRange {
  const start = sectionTop - pinTop;
  return { start, end: Math.max(start, start + sectionHeight - pinHeight) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The row's horizontal offset for a vertical scroll position: 0 before, travel after the pin. */
export function offsetForScroll(scrollY: number, range: ScrollRange, travel: number): number {
  const length = range.end - range.start;
  if (length <= 0) return scrollY >= range.start ? travel : 0;
  return clamp((scrollY - range.start) / length, 0, 1) * travel;
}

/** The inverse: the scrollY at which the row stands at `offset`. */
export function scrollForOffset(offset: number, range: ScrollRange, travel: number): number {
  if (travel <= 0) return range.start;
  return range.start + (clamp(offset, 0, travel) / travel) * (range.end - range.start);
}

export type CardBox = { left: number; width: number };

/**
 * The offset nearest to `current` at which the card (its position inside the row) is fully in
 * the window with `margin` to spare on both sides, within what the row can travel.
 */
export function offsetRevealing(
  card: CardBox,
  current: number,
  windowWidth: number,
  travel: number,
  margin = 0,
): number {
  const lowest = card.left + card.width + margin - windowWidth;
  const highest = card.left - margin;
  const wanted = lowest > highest ? highest : clamp(current, lowest, highest);
  return clamp(wanted, 0, travel);
}

/**
 * Where the row is pinned and moved by vertical scrolling; elsewhere it scrolls by itself. The
 * same query (plus `scripting: enabled`) decides the layout in globals.css, with the site-wide
 * pause as a further exception.
 */
export const PINNED_MEDIA_QUERY =
  '(min-width: 64rem) and (min-height: 42rem) and (prefers-reduced-motion: no-preference)';
