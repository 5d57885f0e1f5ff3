import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and at once when the page is reached by
 * client-side navigation). The prerendered HTML knows no URL query, so anything read from it waits
 * for this; React re-renders right after hydration when the value flips.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
