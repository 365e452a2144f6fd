/** React binding of the app store for islands (useSyncExternalStore keeps tearing away). */
import { useSyncExternalStore } from 'react';
import { appStore, type RuntimeState } from './store';

/** Selects a slice of the app state and re-renders when it changes. */
export function useAppState<T>(select: (state: RuntimeState) => T): T {
  const store = appStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
