import { useSyncExternalStore } from 'react';

function subscribeNever() {
  return () => {};
}

/** False while rendering on the server and hydrating, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
