'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every path change starts at the top of the page (links to an #anchor keep their target). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
