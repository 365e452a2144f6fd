/** The games listing's filter state (SPEC §9): read from the URL until the visitor changes it, written back to it. */
import { useEffect, useMemo, useState } from 'react';
import { useLocationSearch } from '../useLocationSearch';
import { gamesQueryString, parseGamesQuery, type GamesQuery } from '../gamesQuery';

/** The query (null until the URL is known) and its setter. */
export function useGamesQuery() {
  const search = useLocationSearch();
  // The visitor's changes; until the first one, the state comes from the URL.
  const [changed, setQuery] = useState<GamesQuery | null>(null);
  const query = useMemo(
    () => changed ?? (search === null ? null : parseGamesQuery(search)),
    [changed, search],
  );

  useEffect(() => {
    if (query === null) return;
    const search = gamesQueryString(query, false);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    );
  }, [query]);

  return { query, setQuery };
}
