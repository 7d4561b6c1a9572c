import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `rootMargin` of the viewport, kept up to date as the page
 * scrolls. `initial` (false unless told) on the server, during hydration and until the first
 * observation, so work that only matters on screen (clocks, counters) costs nothing while the
 * page is loading.
 */
export function useInView(
  ref: RefObject<Element | null>,
  rootMargin = '200px',
  initial = false,
): boolean {
  const [inView, setInView] = useState(initial);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);

  return inView;
}
