/**
 * The players' own rating (product §2 review casino): the mean stars of the approved player reviews
 * and their count, in a box of its own labelled as the players', never mixed with the editors'
 * 0–10 score of the review head.
 */
import type { PlayerReviews } from '../../../domain/entities';
import { formatRating } from '../../../domain/rules/rating';
import { plural, t } from '../../../i18n';
import { Stars } from './Stars';

/** Props of {@link PlayerRating}. */
export type PlayerRatingProps = { reviews: PlayerReviews };

/** The box. */
export function PlayerRating({ reviews }: PlayerRatingProps) {
  const { average, count } = reviews;
  return (
    <div className="player-rating" data-player-rating="" data-count={count}>
      <span className="player-rating__label">{t('Players’ rating')}</span>
      {average === null ? (
        <p className="muted">{t('No player has reviewed this casino yet. Be the first.')}</p>
      ) : (
        <>
          <p className="player-rating__value">
            <strong data-player-average="">{formatRating(average)}</strong>
            <span className="muted"> / 5</span>
            <Stars rating={average} />
          </p>
          <p className="small muted">
            {plural(count, {
              one: t('From 1 approved player review, apart from our editors’ score.'),
              other: t('From {count} approved player reviews, apart from our editors’ score.', {
                count,
              }),
            })}
          </p>
        </>
      )}
    </div>
  );
}
