import { useRef } from 'react';
import { useInView } from './use-in-view';

/**
 * Whether the page is scrolled down by more than `px`. Attach the returned ref to an element
 * `px` tall at the very top of the document (absolutely positioned, outside any fixed header):
 * the page is past `px` exactly when that element has left the viewport.
 *
 * It is told by an IntersectionObserver rather than by reading `window.scrollY`, for two reasons:
 * reading it right after hydration makes the browser lay out the page synchronously inside the
 * hydration task, and a scroll listener runs on every scroll event when only the crossing matters.
 */
export function useScrolledPast<T extends HTMLElement>() {
  const sentinel = useRef<T>(null);
  // Not scrolled past until the observer says otherwise, as the server renders it.
  const sentinelInView = useInView(sentinel, '0px', true);
  return [sentinel, !sentinelInView] as const;
}
