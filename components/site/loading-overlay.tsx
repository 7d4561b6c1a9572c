'use client';

import { useHydrated } from '@/lib/use-hydrated';

/**
 * Server-rendered so it can cover a page that is still hydrating; CSS shows it only to visitors
 * with JavaScript, only after 400 ms and never beyond 2 s (app/globals.css). It leaves the DOM as
 * soon as the page is interactive and, living in the root layout, never returns on client-side
 * navigation.
 */
export function LoadingOverlay() {
  if (useHydrated()) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="loading-overlay"
      className="loading-overlay fixed inset-0 z-[100] items-center justify-center bg-white"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        <p className="text-lg font-semibold text-brand-800">Loading...</p>
      </div>
    </div>
  );
}
