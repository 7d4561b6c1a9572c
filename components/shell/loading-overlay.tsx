'use client';

import { useEffect } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * Runs where the parser meets it, long before React. The overlay shows for exactly as long as its
 * CSS animation runs (app/(site)/globals.css), and for that long the whole page it covers is
 * inert, so Tab reaches nothing behind it. The flag sits on <html>, whose attributes React leaves
 * to such scripts (suppressHydrationWarning in components/shell/site-document.tsx).
 */
const inertWhileShownScript = `(function(){var o=document.currentScript.previousElementSibling,d=document.documentElement;function on(t,v){o.addEventListener(t,function(e){if(e.target===o)d.inert=v})}on('animationstart',true);on('animationend',false);on('animationcancel',false)})()`;

/**
 * Server-rendered so it can cover a page that is still hydrating; CSS shows it only to visitors
 * with JavaScript, only after 400 ms and never beyond 2 s (app/(site)/globals.css). It leaves the
 * DOM as soon as the page is interactive and, living in the root layout, never returns on client-side
 * navigation. Interactive means the page's content too: the root layout hydrates the content in a
 * boundary of its own after the header, and this component in one after that
 * (components/shell/site-document.tsx), so it is hydrated, and leaves, with the content.
 */
export function LoadingOverlay() {
  const hydrated = useHydrated();
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
