/**
 * The casino games listing (/casino-games): filters by provider, volatility and RTP
 * range with pagination (SPEC §9 page size 5) over GET /slots/filter. The URL keeps the state.
 */
import { useEffect, useMemo, useState } from 'react';
import { filteredSlots, slotProviders } from '../../api/endpoints';
import { paginate } from '../../domain/rules/numbers';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { SlotCard } from '../content/SlotCard';
import { VOLATILITY_LABEL } from '../content/VolatilityLabel';
import type { ApiIslandProps } from './props';
import { useLocationSearch } from './useLocationSearch';
import { GAMES_DEFAULT, gamesQueryString, parseGamesQuery, type GamesQuery } from './gamesQuery';

/** Props of {@link CasinoGames}. */
export type CasinoGamesProps = ApiIslandProps & { directory: string };

/** The listing. */
export function CasinoGames({ locale, directory }: CasinoGamesProps) {
  const search = useLocationSearch();
  // The visitor's changes; until the first one, the state comes from the URL.
  const [changed, setQuery] = useState<GamesQuery | null>(null);
  const query = useMemo(
    () => changed ?? (search === null ? null : parseGamesQuery(search)),
    [changed, search],
  );
  const providers = useEndpoint(slotProviders, locale, []).data ?? [];
  const listing = useEndpoint(
    filteredSlots,
    locale,
    query === null ? null : [gamesQueryString(query, true)],
    { keepPreviousData: true },
  );
  const result = listing.data ?? null;
  const error = listing.error !== undefined;

  useEffect(() => {
    if (query === null) return;
    const search = gamesQueryString(query, false);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    );
  }, [query]);

  const q = query ?? GAMES_DEFAULT;
  const update = (patch: Partial<GamesQuery>) => setQuery({ ...q, page: 1, ...patch });
  const pages = result ? paginate(result.total, result.page, result.pageSize).pageCount : 1;
  const rtpValue = (v: string) => (v === '' ? null : Number(v));

  return (
    <div className="games">
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('Provider')}
          <select
            value={q.provider ?? ''}
            onChange={(e) => update({ provider: e.target.value || null })}
          >
            <option value="">{t('Всички')}</option>
            {providers.map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('Volatility')}
          <select
            value={q.volatility ?? ''}
            onChange={(e) =>
              update({ volatility: parseGamesQuery(`volatility=${e.target.value}`).volatility })
            }
          >
            <option value="">{t('Всички')}</option>
            {Object.entries(VOLATILITY_LABEL).map(([key, label]) => (
              <option key={key} value={key}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('RTP от (%)')}
          <input
            type="number"
            min={0}
            max={100}
            step={0.1}
            name="rtpMin"
            value={q.rtpMin ?? ''}
            onChange={(e) => update({ rtpMin: rtpValue(e.target.value) })}
          />
        </label>
        <label>
          {t('RTP до (%)')}
          <input
            type="number"
            min={0}
            max={100}
            step={0.1}
            name="rtpMax"
            value={q.rtpMax ?? ''}
            onChange={(e) => update({ rtpMax: rtpValue(e.target.value) })}
          />
        </label>
      </form>
      {error ? (
        <p className="notice notice--error" role="alert">
          {t('Something went wrong. Please try again.')}
        </p>
      ) : null}
      {result === null ? (
        <p className="muted">{t('Loading…')}</p>
      ) : result.items.length === 0 ? (
        <p className="muted">{t('No results')}</p>
      ) : (
        <>
          <p className="muted small" data-games-total={result.total}>
            {t('{count} results', { count: result.total })}
          </p>
          <div className="grid grid--5">
            {result.items.map((s) => (
              <SlotCard key={s.id} slot={s} directory={directory} />
            ))}
          </div>
        </>
      )}
      <nav className="pager" aria-label={t('Страници')}>
        <button
          type="button"
          disabled={q.page <= 1}
          onClick={() => setQuery({ ...q, page: q.page - 1 })}
        >
          ← {t('Previous page')}
        </button>
        <span>{t('Page {page} of {pages}', { page: q.page, pages })}</span>
        <button
          type="button"
          disabled={q.page >= pages}
          onClick={() => setQuery({ ...q, page: q.page + 1 })}
        >
          {t('Next page')} →
        </button>
      </nav>
    </div>
  );
}

export default CasinoGames;
