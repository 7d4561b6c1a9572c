'use client';

import { useRef } from 'react';
import type { WorldClockCity } from '@/content/types';
import { useInView } from '@/lib/hooks/use-in-view';
import { useNow } from '@/lib/hooks/use-now';
import { useMotionPaused } from '@/lib/motion-preference';
import { formatClock, isoInstant } from '@/lib/world-clock';

/**
 * Renders '--:--:--' on the server and fills in on the client, so hydration never mismatches.
 * The clocks start when the footer comes near the viewport and stop ticking when it leaves:
 * the first time-zone formatter loads the browser's zone data (tens of milliseconds on a phone),
 * which must not land on the main thread while the page is still loading.
 */
export function WorldClocks({ cities }: { cities: readonly WorldClockCity[] }) {
  const list = useRef<HTMLUListElement>(null);
  const inView = useInView(list);
  const paused = useMotionPaused();
  const ticking = useNow(inView && !paused);
  const now = inView ? ticking : null;

  return (
    <ul
      ref={list}
      aria-label="World clocks"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {cities.map(({ city, timeZone }) => (
        <li
          key={timeZone}
          className="rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-center"
        >
          <span className="block text-sm text-brand-100">{city}</span>
          {now === null ? (
            <span className="block text-xl font-semibold text-white tabular-nums">--:--:--</span>
          ) : (
            <time
              dateTime={isoInstant(now)}
              data-timezone={timeZone}
              className="block text-xl font-semibold text-white tabular-nums"
            >
              {formatClock(now, timeZone)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
