/**
 * The page's query string for an island, hydration-safe: null on the server and during
 * hydration (so the first client render matches the server HTML), then location.search.
 */
import { useSyncExternalStore } from 'react';

// The islands write the URL themselves and re-render as they do; Back and Forward are news.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** location.search in the browser, null where there is no location yet. */
export function useLocationSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}
