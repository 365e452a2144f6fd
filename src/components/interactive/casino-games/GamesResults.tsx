/** One page of the games listing (product §9): loading, empty, or the count and the slot cards. */
import type { SlotListResponse } from '../../../domain/entities';
import { resultsCount, t } from '../../../i18n';
import { SlotCard } from '../../content/SlotCard';

/** Props of {@link GamesResults}. */
export type GamesResultsProps = {
  /** The page, or null while the first one loads. */
  result: SlotListResponse | null;
  /** Whether the last request failed. */
  error: boolean;
  directory: string;
};

/** The error notice, then the page. */
export function GamesResults({ result, error, directory }: GamesResultsProps) {
  return (
    <>
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
            {resultsCount(result.total)}
          </p>
          <div className="grid grid--5">
            {result.items.map((s) => (
              <SlotCard key={s.id} slot={s} directory={directory} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
