'use client';

import type { WorldClockCity } from '@/content/types';
import { useMotionPaused } from '@/lib/motion-preference';
import { useNow } from '@/lib/use-now';
import { formatClock, isoInstant } from '@/lib/world-clock';

/** Renders '--:--:--' on the server and fills in on the client, so hydration never mismatches. */
export function WorldClocks({ cities }: { cities: readonly WorldClockCity[] }) {
  const paused = useMotionPaused();
  const now = useNow(!paused);

  return (
    <ul aria-label="World clocks" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cities.map(({ city, timeZone }) => (
        <li
          key={timeZone}
          className="rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-center"
        >
          <span className="block text-sm text-brand-100">{city}</span>
          {now === null ? (
            <span className="block font-mono text-xl font-semibold text-white tabular-nums">
              --:--:--
            </span>
          ) : (
            <time
              dateTime={isoInstant(now)}
              data-timezone={timeZone}
              className="block font-mono text-xl font-semibold text-white tabular-nums"
            >
              {formatClock(now, timeZone)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
