'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useInView } from '@/lib/hooks/use-in-view';
import {
  horizontalTravel,
  offsetForScroll,
  offsetRevealing,
  PINNED_MEDIA_QUERY,
  pinnedRange,
  scrollForOffset,
} from '@/lib/horizontal-scroll';
import { useMediaQuery, useMotionPaused } from '@/lib/motion-preference';

/** Whether the CSS currently pins the section (false on the server and while hydrating). */
function usePinnedMode(): boolean {
  const matches = useMediaQuery(PINNED_MEDIA_QUERY);
  const paused = useMotionPaused();
  return matches && !paused;
}

type Elements = { section: HTMLElement; pin: HTMLElement; row: HTMLElement };

/** Reads layout once; the scroll handler then only reads scrollY and writes a transform. */
function measure({ section, pin, row }: Elements) {
  const box = section.getBoundingClientRect();
  const windowWidth = pin.clientWidth;
  const travel = horizontalTravel(row.offsetWidth, windowWidth);
  const range = pinnedRange({
    sectionTop: box.top + window.scrollY,
    sectionHeight: box.height,
    pinHeight: pin.offsetHeight,
    pinTop: parseFloat(getComputedStyle(pin).top) || 0,
  });
  const margin = parseFloat(getComputedStyle(row).paddingLeft) || 0;
  return { range, travel, windowWidth, margin };
}

function moveRow(row: HTMLElement, offset: number) {
  row.style.setProperty('--services-x', `${offset}px`);
}

function elementsOf(pin: HTMLElement | null, viewport: HTMLElement | null): Elements | null {
  const section = pin?.parentElement;
  const row = viewport?.firstElementChild;
  if (!pin || !section || !(row instanceof HTMLElement)) return null;
  return { section, pin, row };
}

type ServicesScrollerProps = { header: ReactNode; rowLabel: string; children: ReactNode };

/**
 * The sticky container of the services showcase. While pinned it maps vertical scrolling to the
 * row's horizontal offset, and moves a keyboard-focused card fully into view; otherwise the row
 * is a scrollable region of its own.
 */
export function ServicesScroller({ header, rowLabel, children }: ServicesScrollerProps) {
  const pinRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pinned = usePinnedMode();
  const near = useInView(pinRef, '200px');

  useEffect(() => {
    const elements = elementsOf(pinRef.current, viewportRef.current);
    if (!pinned || !near || !elements) return;
    let geometry = measure(elements);
    let frame = 0;
    const update = () => {
      frame = 0;
      moveRow(elements.row, offsetForScroll(window.scrollY, geometry.range, geometry.travel));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const resizeObserver = new ResizeObserver(() => {
      geometry = measure(elements);
      onScroll();
    });
    resizeObserver.observe(elements.section);
    resizeObserver.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      resizeObserver.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pinned, near]);

  useEffect(() => {
    const viewport = viewportRef.current;
    const elements = elementsOf(pinRef.current, viewport);
    if (!viewport || !elements) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest('li');
      // Keyboard focus only: moving the page under a mouse press would swallow the click.
      if (!card || !elements.row.contains(card) || !target?.matches(':focus-visible')) return;
      if (!pinned) {
        card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        return;
      }
      const { range, travel, windowWidth, margin } = measure(elements);
      const scrollY = window.scrollY;
      const current = offsetForScroll(scrollY, range, travel);
      const box = { left: card.offsetLeft, width: card.offsetWidth };
      const wanted = offsetRevealing(box, current, windowWidth, travel, margin);
      const isPinned = scrollY >= range.start && scrollY <= range.end;
      if (isPinned && Math.abs(wanted - current) < 1) return;
      window.scrollTo({ top: scrollForOffset(wanted, range, travel), behavior: 'instant' });
      moveRow(elements.row, offsetForScroll(window.scrollY, range, travel));
    };
    viewport.addEventListener('focusin', onFocusIn);
    return () => viewport.removeEventListener('focusin', onFocusIn);
  }, [pinned]);

  const scrollable = pinned ? {} : { role: 'region', 'aria-label': rowLabel, tabIndex: 0 };
  return (
    <div ref={pinRef} className="services-pin">
      {header}
      <div ref={viewportRef} className="services-viewport" {...scrollable}>
        {children}
      </div>
    </div>
  );
}
