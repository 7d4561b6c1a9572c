'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * Runs where the parser meets it, long before React. The overlay shows for exactly as long as its
 * CSS animation runs (app/(site)/globals.css), and for that long the whole page it covers is
 * inert, so Tab reaches nothing behind it. The flag sits on <html>, whose attributes React leaves
 * to such scripts (suppressHydrationWarning in components/shell/site-document.tsx).
 */
const inertWhileShownScript = `(function(){var o=document.currentScript.previousElementSibling,d=document.documentElement;function on(t,v){o.addEventListener(t,function(e){if(e.target===o)d.inert=v})}on('animationstart',true);on('animationend',false);on('animationcancel',false)})()`;

/** The parts of the document hydrated in boundaries of their own (site-document.tsx). */
const hydratedParts = { page: false, footer: false };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function everyPartHydrated() {
  return Object.values(hydratedParts).every(Boolean);
}

/**
 * Rendered in a part's <Activity> boundary: React hydrates a boundary all at once, so its effect
 * runs when all of that part is interactive. Hydration order alone does not say so: a boundary
 * waits for the code of every client component in it, and the overlay's code comes with the
 * header's, the page's and the footer's links with the page's own chunk, which may come later.
 */
export function HydratedPart({ part }: { part: keyof typeof hydratedParts }) {
  useEffect(() => {
    hydratedParts[part] = true;
    listeners.forEach((listener) => listener());
  }, [part]);
  return null;
}

/**
 * Server-rendered so it can cover a page that is still hydrating; CSS shows it only to visitors
 * with JavaScript, only after 400 ms and never beyond 2 s (app/(site)/globals.css). It leaves the
 * DOM as soon as the page is interactive, its content and footer included (each marks itself
 * with a HydratedPart), and, living in the root layout, never returns on client-side navigation.
 */
export function LoadingOverlay() {
  const hydrated = useSyncExternalStore(subscribe, everyPartHydrated, () => false);
  useEffect(() => {
    // Hydration takes the overlay away, perhaps while it shows: the page is usable again.
    if (hydrated) document.documentElement.inert = false;
  }, [hydrated]);
  if (hydrated) return null;
  return (
    <>
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
      <script dangerouslySetInnerHTML={{ __html: inertWhileShownScript }} />
    </>
  );
}
