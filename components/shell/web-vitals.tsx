'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '@/lib/after-load';
import { routePattern } from '@/lib/vitals/route-pattern';

/**
 * Field data: the browser reports this page load's Core Web Vitals to POST /api/vitals, under the
 * route pattern the visitor landed on (where a hard load's metrics belong), never the address.
 * The code that measures and sends (./web-vitals-report.ts) loads after the page has loaded and
 * the browser is idle, and runs outside React: it is no part of the first load and renders
 * nothing. A page load left out by the sample rate loads nothing.
 */
export function WebVitals({ sampleRate }: { sampleRate: number }) {
  // Null outside Next's router (a component rendered on its own): counted as the server's 'other'.
  const pathname = usePathname() as string | null;
  const params = useParams();
  const route = pathname === null ? 'other' : routePattern(pathname, params);
  const [landingRoute] = useState(route);

  useEffect(() => {
    if (!(Math.random() < sampleRate)) return;
    return afterLoadWhenIdle(() => {
      import('./web-vitals-report').then(
        ({ reportWebVitals }) => reportWebVitals(landingRoute),
        () => undefined, // Offline or a deploy in between: this page load goes unreported.
      );
    });
  }, [sampleRate, landingRoute]);

  return null;
}
