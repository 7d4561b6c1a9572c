import { useEffect, type RefObject } from 'react';

type RevealOptions = {
  /** The data attribute that carries the state, e.g. 'reveal' for `data-reveal`. */
  attribute: string;
  /** Off (reduced motion, motion paused): nothing is ever hidden. */
  enabled: boolean;
  observer: IntersectionObserverInit;
};

/**
 * Sets `data-<attribute>="pending"` on an element that is below the fold when the page becomes
 * interactive and `"shown"` once it scrolls into view, for CSS to fade it in. An element on
 * screen or above it at that moment is never hidden, so nothing visible flickers.
 *
 * Where the element is comes from the observer's first report, never from reading layout in the
 * effect: such a read, right after hydration, makes the browser lay out the whole page
 * synchronously inside the hydration task.
 */
export function useRevealOnScroll(
  ref: RefObject<HTMLElement | null>,
  { attribute, enabled, observer: options }: RevealOptions,
) {
  const { root, rootMargin, threshold } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || element.dataset[attribute] === 'shown') return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          const belowFold = entry.boundingClientRect.top >= window.innerHeight;
          if (!entry.isIntersecting && belowFold) element.dataset[attribute] = 'pending';
          else observer.disconnect();
          return;
        }
        if (!entry.isIntersecting) return;
        element.dataset[attribute] = 'shown';
        observer.disconnect();
      },
      { root, rootMargin, threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (element.dataset[attribute] === 'pending') delete element.dataset[attribute];
    };
  }, [ref, attribute, enabled, root, rootMargin, threshold]);
}
