/**
 * A listing's state kept in the address (product §2 query parameters): read from the URL until the
 * visitor changes it, then written back with history.replaceState, so the address can be shared.
 * Null until the URL is known, so the first client render matches the prerendered HTML.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocationSearch } from './useLocationSearch';

/** The state (null until the URL is known) and its setter; `parse` never throws. */
export function useAddressState<T>(parse: (search: string) => T, serialize: (state: T) => string) {
  const search = useLocationSearch();
  // The visitor's changes; until the first one, the state comes from the URL.
  const [changed, setState] = useState<T | null>(null);
  const state = useMemo(
    () => changed ?? (search === null ? null : parse(search)),
    [changed, search, parse],
  );

  useEffect(() => {
    if (state === null) return;
    const text = serialize(state);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${text ? `?${text}` : ''}${window.location.hash}`,
    );
  }, [state, serialize]);

  return { state, setState };
}
