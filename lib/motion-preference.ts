import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { MOTION_STORAGE_KEY } from './motion-boot';

const listeners = new Set<() => void>();

export function isMotionPaused(): boolean {
  return document.documentElement.dataset.motion === 'paused';
}

export function setMotionPaused(paused: boolean): void {
  if (paused) document.documentElement.dataset.motion = 'paused';
  else delete document.documentElement.dataset.motion;
  try {
    if (paused) localStorage.setItem(MOTION_STORAGE_KEY, '1');
    else localStorage.removeItem(MOTION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the pause still applies to this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribePaused(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MOTION_STORAGE_KEY) setMotionPaused(event.newValue === '1');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useMotionPaused(): boolean {
  return useSyncExternalStore(subscribePaused, isMotionPaused, () => false);
}

/** Whether a media query matches, kept up to date; false on the server and while hydrating. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** False on the server and during hydration, so nothing starts moving before the client knows. */
export function useMotionAllowed(): boolean {
  const paused = useMotionPaused();
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  return hydrated && !paused && !reduced;
}

/** Cursor effects only make sense with a mouse or trackpad; they are off on touch devices. */
export function useFinePointer(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)');
}
