'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useCallback, useEffect, useRef } from 'react';

export type WebVitalsReporterProps = {
  landingRoute: string;
  /** The route shown now: where a soft navigation's metrics belong (where browsers report them). */
  currentRoute: { readonly current: string };
};

type Entry = { name: string; value: number; route: string };
/** The fields of web-vitals' Metric this reads (next/web-vitals ships no types for it). */
type ReportedMetric = { name: string; value: number; navigationType?: string };

const ENDPOINT = '/api/vitals';
/** The server takes at most 10 metrics in one report (lib/vitals/beacon.ts). */
const PER_REPORT = 10;

/**
 * Sends without cookies: sendBeacon always sends the site's cookies (the form token), so a
 * keepalive fetch with `credentials: 'omit'`, which outlives the page exactly as a beacon does
 * (the Fetch standard defines sendBeacon as one). sendBeacon only where keepalive is missing.
 */
function send(entries: Entry[]): void {
  for (let start = 0; start < entries.length; start += PER_REPORT) {
    const body = JSON.stringify({ metrics: entries.slice(start, start + PER_REPORT) });
    if ('keepalive' in Request.prototype) {
      void fetch(ENDPOINT, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    } else {
      navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
    }
  }
}

/** Milliseconds to a tenth, CLS to four decimals: enough for the histograms, and a short body. */
const rounded = (name: string, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/**
 * Collects the page load's metrics as web-vitals finalises them and sends them together when the
 * page is hidden (tab switched, navigated away, closed), when CLS and INP are final: one request
 * per page view, sent as the page goes.
 */
export function WebVitalsReporter({ landingRoute, currentRoute }: WebVitalsReporterProps) {
  const queue = useRef<Entry[]>([]);
  const report = useCallback(
    (metric: ReportedMetric) => {
      const route =
        metric.navigationType === 'soft-navigation' ? currentRoute.current : landingRoute;
      queue.current.push({ name: metric.name, value: rounded(metric.name, metric.value), route });
    },
    [landingRoute, currentRoute],
  );
  useReportWebVitals(report);

  useEffect(() => {
    const flush = () => {
      if (queue.current.length > 0) send(queue.current.splice(0));
    };
    // On the document, so it runs after web-vitals' own listeners (capturing, on window) have
    // reported the final CLS, INP and LCP of the page.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    // A page being left fires pagehide first, then (if it was visible) visibilitychange, where
    // web-vitals finalises LCP and CLS: flushing here too would send FCP and TTFB alone and the
    // rest in a second request. So pagehide sends only for a page that is hidden already (what
    // was reported since it was hidden); a visible one sends on the visibilitychange that follows.
    const onPageHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
  return null;
}
