'use client';

import { useEffect, useRef } from 'react';
import { useFinePointer, useMotionAllowed } from '@/lib/motion-preference';

export const CURSOR_EASING = 0.1;

/** A soft glow that eases toward the mouse; it sleeps when it has caught up. */
export function CursorGlow() {
  const motionAllowed = useMotionAllowed();
  const finePointer = useFinePointer();
  const enabled = motionAllowed && finePointer;
  const glow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = glow.current;
    if (!enabled || !element) return;
    const target = { x: -500, y: -500 };
    const position = { ...target };
    let frame = 0;

    const step = () => {
      position.x += (target.x - position.x) * CURSOR_EASING;
      position.y += (target.y - position.y) * CURSOR_EASING;
      const settled =
        Math.abs(target.x - position.x) < 0.5 && Math.abs(target.y - position.y) < 0.5;
      if (settled) Object.assign(position, target);
      element.style.transform = `translate3d(${position.x - 200}px, ${position.y - 200}px, 0)`;
      frame = settled ? 0 : requestAnimationFrame(step);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (position.x === -500) Object.assign(position, target);
      if (!frame) frame = requestAnimationFrame(step);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={glow}
      aria-hidden="true"
      data-testid="cursor-glow"
      className="pointer-events-none fixed top-0 left-0 z-30 size-[400px] rounded-full bg-[radial-gradient(circle,rgba(134,181,58,0.18),transparent_65%)] will-change-transform"
      style={{ transform: 'translate3d(-900px, -900px, 0)' }}
    />
  );
}
