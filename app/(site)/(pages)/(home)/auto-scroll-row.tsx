'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StripControlLabels } from '@/content/clients';
import { AUTO_SCROLL_INTERVAL_MS, nextLoopPosition } from '@/lib/auto-scroll';
import { useInView } from '@/lib/hooks/use-in-view';
import { useRevealOnScroll } from '@/lib/hooks/use-reveal-on-scroll';
import { useMotionAllowed, usePrefersReducedMotion } from '@/lib/motion-preference';
import { StripPauseButton } from './strip-pause-button';

/** The cards fade in once a tenth of the row is visible. */
const CARDS_OBSERVER = { threshold: 0.1 };

type AutoScrollRowProps = {
  /** The row's items, each an `<li>`. */
  children: ReactNode;
  /** Accessible name of the row. */
  label: string;
  controls: StripControlLabels;
};

/**
 * A horizontally scrollable row that scrolls itself 1 px every 20 ms while it is on screen and
 * wraps seamlessly (a decorative copy of the items follows them). It stops while hovered or
 * focused (a touch counts as hovering until the visitor taps elsewhere, so it never fights a
 * swipe), when its button is pressed, and whenever motion is reduced or paused site-wide; it
 * can always be scrolled by hand (the row takes keyboard focus for arrow keys). Items that are
 * below the fold at load fade in, staggered, once 10% of the row is visible (see `.story-row`).
 */
export function AutoScrollRow({ children, label, controls }: AutoScrollRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLUListElement>(null);
  const inView = useInView(rowRef, '0px');
  const motionAllowed = useMotionAllowed();
  const reducedMotion = usePrefersReducedMotion();
  // The decorative copy is built the first time the row comes on screen, not while the page
  // hydrates (it is a second set of cards to create and lay out), and only where the row can
  // move; a site-wide pause keeps it, so pausing never changes the row's width.
  const [seen, setSeen] = useState(false);
  if (inView && !seen) setSeen(true);
  const looping = seen && !reducedMotion;
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const scrolling = motionAllowed && inView && !stopped && !hovered && !focused;

  useEffect(() => {
    const row = rowRef.current;
    const items = itemsRef.current;
    if (!scrolling || !row || !items) return;
    const timer = setInterval(() => {
      const loopWidth = items.getBoundingClientRect().width;
      const maxPosition = row.scrollWidth - row.clientWidth;
      row.scrollLeft = nextLoopPosition(row.scrollLeft, loopWidth, maxPosition);
    }, AUTO_SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [scrolling]);

  useRevealOnScroll(rowRef, {
    attribute: 'cards',
    enabled: motionAllowed,
    observer: CARDS_OBSERVER,
  });

  return (
    <>
      <div className="mx-auto flex max-w-7xl justify-end px-4 sm:px-6">
        <StripPauseButton
          stopped={stopped}
          onToggle={() => setStopped(!stopped)}
          labels={controls}
        />
      </div>
      <div
        ref={rowRef}
        role="group"
        aria-label={label}
        tabIndex={0}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onTouchStart={() => setHovered(true)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        // `relative` makes the row the containing block of the cards' visually hidden (absolutely
        // positioned) texts, so the row clips them; otherwise a phone's layout viewport widens to
        // reach them and the page shifts while it loads.
        className="story-row relative mt-4 flex overflow-x-auto px-4 pt-2 pb-6 focus-visible:outline-offset-[-3px] sm:px-6"
      >
        <ul ref={itemsRef} className="flex shrink-0 gap-6 pr-6">
          {children}
        </ul>
        {looping ? (
          <ul aria-hidden="true" inert className="flex shrink-0 gap-6 pr-6">
            {children}
          </ul>
        ) : null}
      </div>
    </>
  );
}
