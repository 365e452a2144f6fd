/**
 * The casino games listing (/casino-games): filters by provider, volatility and RTP
 * range with pagination (product §9 page size 5) over GET /slots/filter. The URL keeps the state.
 */
import { useEffect } from 'react';
import { filteredSlots } from '../../api/endpoints';
import { paginate } from '../../domain/rules/numbers';
import { useEndpoint } from '../../api/use-endpoint';
import type { ApiIslandProps } from './props';
import { GAMES_DEFAULT, gamesQueryString, type GamesQuery } from './gamesQuery';
import { GamesFilters } from './casino-games/GamesFilters';
import { GamesPager } from './casino-games/GamesPager';
import { GamesResults } from './casino-games/GamesResults';
import { useGamesQuery } from './casino-games/useGamesQuery';

/** Props of {@link CasinoGames}. */
export type CasinoGamesProps = ApiIslandProps & { directory: string };

/** The listing: filters, one page of slots, the pager. */
export function CasinoGames({ locale, directory }: CasinoGamesProps) {
  const { query, setQuery } = useGamesQuery();
  const listing = useEndpoint(
    filteredSlots,
    locale,
    query === null ? null : [gamesQueryString(query, true)],
    { keepPreviousData: true },
  );
  const result = listing.data ?? null;

  const q = query ?? GAMES_DEFAULT;
  const update = (patch: Partial<GamesQuery>) => setQuery({ ...q, page: 1, ...patch });
  const pages = result ? paginate(result.total, result.page, result.pageSize).pageCount : 1;
  // A shared or old ?page= past the end shows the last page, not an empty one.
  const past = result !== null && result.page === q.page && result.total > 0 && q.page > pages;
  useEffect(() => {
    if (past) setQuery({ ...q, page: pages });
  }, [past, q, pages, setQuery]);

  return (
    <div className="games">
      <GamesFilters locale={locale} query={q} update={update} />
      <GamesResults result={result} error={listing.error !== undefined} directory={directory} />
      <GamesPager page={q.page} pages={pages} onPage={(page) => setQuery({ ...q, page })} />
    </div>
  );
}

export default CasinoGames;
