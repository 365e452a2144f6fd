/**
 * A listing's state kept in the address (product §2 query parameters): read from the URL until the
 * visitor changes it, then written back, so the address can be shared. A change replaces the
 * history entry (a filter), or adds one (a page turned), so Back returns to the page before.
 * Null until the URL is known, so the first client render matches the prerendered HTML.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocationSearch } from './useLocationSearch';

/** How a change reaches the history: in place, or as a new entry that Back returns from. */
export type AddressWrite = 'replace' | 'push';

/** Writes the query `text` (no '?') into the address, keeping its path and hash. */
function writeAddress(text: string, how: AddressWrite): void {
  const { pathname, hash } = window.location;
  const url = `${pathname}${text ? `?${text}` : ''}${hash}`;
  if (how === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/** The state (null until the URL is known) and its setter; `parse` never throws. */
export function useAddressState<T>(parse: (search: string) => T, serialize: (state: T) => string) {
  const search = useLocationSearch();
  // The visitor's latest change and the query it wrote: Back or Forward to another query drops it.
  const [changed, setChanged] = useState<{ state: T; search: string } | null>(null);
  const state = useMemo(() => {
    if (search === null) return null;
    return changed !== null && changed.search === search ? changed.state : parse(search);
  }, [changed, search, parse]);

  // A shared address is written back as the state reads it: a malformed field leaves it.
  useEffect(() => {
    if (state !== null) writeAddress(serialize(state), 'replace');
  }, [state, serialize]);

  const setState = useCallback(
    (next: T, how: AddressWrite = 'replace') => {
      const text = serialize(next);
      writeAddress(text, how);
      setChanged({ state: next, search: text ? `?${text}` : '' });
    },
    [serialize],
  );

  return { state, setState };
}
