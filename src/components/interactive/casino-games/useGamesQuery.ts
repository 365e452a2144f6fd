/** The games listing's filter state (product §9), kept in the address. */
import { useAddressState } from '../useAddressState';
import { gamesQueryString, parseGamesQuery, type GamesQuery } from '../gamesQuery';

const serialize = (query: GamesQuery) => gamesQueryString(query, false);

/** The query (null until the URL is known) and its setter. */
export function useGamesQuery() {
  const { state, setState } = useAddressState(parseGamesQuery, serialize);
  return { query: state, setQuery: setState };
}
