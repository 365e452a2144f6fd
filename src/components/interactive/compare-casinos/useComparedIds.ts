/** The compare page's choice (SPEC §2 named routes, /compare-casinos): read from ?ids=, kept in the URL so it can be shared. */
import { useEffect, useMemo, useState } from 'react';
import { useLocationSearch } from '../useLocationSearch';
import { COMPARE_MAX, parseIds } from './ids';

/** The ids picked (empty until the URL is known) and the setter of one picker's slot. */
export function useComparedIds() {
  const search = useLocationSearch();
  // The visitor's choice; until the first change it comes from the shared ?ids=. null until
  // the URL is readable, so the first render never wipes a shared choice.
  const [changed, setIds] = useState<number[] | null>(null);
  const picked = useMemo(
    () => changed ?? (search === null ? null : parseIds(search)),
    [changed, search],
  );
  const ids = picked ?? [];

  useEffect(() => {
    if (picked === null) return;
    // Commas stay readable in the shared link (?ids=1,2,3), other parameters are kept.
    const rest = new URLSearchParams(window.location.search);
    rest.delete('ids');
    const parts = [picked.length > 0 ? `ids=${picked.join(',')}` : '', rest.toString()];
    const query = parts.filter(Boolean).join('&');
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [picked]);

  const setSlot = (slot: number, value: string) => {
    const next = [...ids];
    if (value === '') next.splice(slot, 1);
    else next[slot] = Number(value);
    // A later slot picked first leaves a hole before it; the choice closes up.
    setIds([...new Set(next.filter(Number.isInteger))].slice(0, COMPARE_MAX));
  };

  return { ids, setSlot };
}
