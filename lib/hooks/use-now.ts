import { useSyncExternalStore } from 'react';

/** One ticker for every clock on the page, aligned to the start of each second. */
let now = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function schedule() {
  timer = setTimeout(
    () => {
      now = Date.now();
      listeners.forEach((listener) => listener());
      schedule();
    },
    1000 - (Date.now() % 1000) + 5,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

function getSnapshot() {
  if (now === 0) now = Date.now();
  return now;
}

function subscribeNever() {
  return () => {};
}

/**
 * The current time in ms, updated every second while `ticking`; null on the server and during
 * hydration so server and client markup always match.
 */
export function useNow(ticking: boolean): number | null {
  return useSyncExternalStore(ticking ? subscribe : subscribeNever, getSnapshot, () => null);
}
