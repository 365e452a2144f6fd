/** The compare page's choice (product §2 named routes, /compare-casinos): read from ?ids=, kept in the URL so it can be shared. */
import { useEffect, useMemo, useState } from 'react';
import { useLocationSearch } from '../useLocationSearch';
import { parseIds, pickInto, type Choice } from './ids';

/** The ids picked (empty until the URL is known), the setter of one picker's slot, and the casino last refused. */
export function useComparedIds() {
  const search = useLocationSearch();
  // The visitor's choice; until the first change it comes from the shared ?ids=. null until
  // the URL is readable, so the first render never wipes a shared choice.
  const [changed, setChanged] = useState<Choice | null>(null);
  const picked = useMemo(
    () => changed?.ids ?? (search === null ? null : parseIds(search)),
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

  // From the latest choice: picks replayed one right after the other each see the one before.
  const setSlot = (slot: number, value: string) =>
    setChanged((last) => pickInto(last?.ids ?? ids, slot, value));

  return { ids, setSlot, refused: changed?.refused ?? null };
}
