/**
 * Calls `then` once the page has loaded and the browser is idle (at once-ish when both already
 * hold); returns a cancel function. For code that is no part of a page's first load: it is
 * requested after the load event, when the first frame and hydration are done.
 */
export function afterLoadWhenIdle(then: () => void): () => void {
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
