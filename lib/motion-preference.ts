import { useSyncExternalStore } from 'react';
import { MOTION_STORAGE_KEY } from './motion-boot';
import { useHydrated } from './use-hydrated';

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

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(listener: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/** False on the server and during hydration, so nothing starts moving before the client knows. */
export function useMotionAllowed(): boolean {
  const paused = useMotionPaused();
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  return hydrated && !paused && !reduced;
}

const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/** Cursor effects only make sense with a mouse or trackpad; they are off on touch devices. */
export function useFinePointer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(FINE_POINTER_QUERY);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(FINE_POINTER_QUERY).matches,
    () => false,
  );
}
