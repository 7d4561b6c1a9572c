'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { routePattern } from '@/lib/vitals/route-pattern';
import type { WebVitalsReporterProps } from './web-vitals-reporter';

/** Calls `then` once the page has loaded and the browser is idle; returns a cancel function. */
function afterLoadWhenIdle(then: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(then, { timeout: 5_000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(then, 1);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}

/**
 * Field data: the browser reports this page load's Core Web Vitals to POST /api/vitals. Only the
 * route pattern travels, never the address. The code that measures and sends loads after the page
 * has loaded and the browser is idle (web-vitals reads the paints and shifts from the performance
 * timeline's buffer), so it is no part of the first load; a page load left out by the sample rate
 * loads nothing.
 */
export function WebVitals({ sampleRate }: { sampleRate: number }) {
  // Null outside Next's router (a component rendered on its own): counted as the server's 'other'.
  const pathname = usePathname() as string | null;
  const params = useParams();
  const route = pathname === null ? 'other' : routePattern(pathname, params);
  // The page the visitor landed on: where a hard load's LCP, FCP, TTFB and CLS belong.
  const [landingRoute] = useState(route);
  const currentRoute = useRef(route);
  const [Reporter, setReporter] = useState<ComponentType<WebVitalsReporterProps> | null>(null);

  useEffect(() => {
    currentRoute.current = route;
  }, [route]);

  useEffect(() => {
    if (!(Math.random() < sampleRate)) return;
    return afterLoadWhenIdle(() => {
      import('./web-vitals-reporter').then(
        ({ WebVitalsReporter }) => setReporter(() => WebVitalsReporter),
        () => undefined, // Offline or a deploy in between: this page load goes unreported.
      );
    });
  }, [sampleRate]);

  if (!Reporter) return null;
  return <Reporter landingRoute={landingRoute} currentRoute={currentRoute} />;
}
