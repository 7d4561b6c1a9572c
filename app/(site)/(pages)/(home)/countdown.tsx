'use client';

import { useEffect, useRef, useState } from 'react';
import type { LaunchSection } from '@/content/launch';
import { browserStorage, countdownParts, countdownTarget, nextTickDelay } from '@/lib/countdown';
import { useInView } from '@/lib/hooks/use-in-view';
import { useMotionPaused } from '@/lib/motion-preference';

type CountdownProps = { launchAt?: string; label: string; units: LaunchSection['units'] };

/**
 * Renders '00' on the server and during hydration, then fills in once on screen and ticks each
 * second until the target; the site-wide pause freezes it. The group has a name but is no live
 * region: a screen reader reads the time left when it gets there, not every second.
 */
export function Countdown({ launchAt, label, units }: CountdownProps) {
  const group = useRef<HTMLDivElement>(null);
  const target = useRef<number | null>(null);
  const inView = useInView(group);
  const paused = useMotionPaused();
  const [msLeft, setMsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!inView) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      target.current ??= countdownTarget(Date.now(), browserStorage(), launchAt);
      const left = target.current - Date.now();
      setMsLeft(left);
      if (!paused && left > 0) timer = setTimeout(tick, nextTickDelay(left));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [inView, paused, launchAt]);

  const parts = countdownParts(msLeft ?? 0);
  return (
    <div
      ref={group}
      role="group"
      aria-label={label}
      className="mx-auto grid max-w-lg grid-cols-4 gap-2 sm:gap-4"
    >
      {units.map(({ unit, short, long }) => (
        <div
          key={unit}
          className="rounded-2xl border border-brand-200 bg-white px-1 py-3 shadow-sm sm:py-4"
        >
          <span className="block text-3xl font-extrabold text-brand-700 tabular-nums sm:text-4xl">
            {parts[unit]}
          </span>
          <span
            aria-hidden="true"
            className="mt-1 block text-xs font-semibold tracking-wider text-slate-700"
          >
            {short}
          </span>
          <span className="sr-only"> {long}</span>
        </div>
      ))}
    </div>
  );
}
