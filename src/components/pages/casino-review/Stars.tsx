/** Stars out of 5 (product §2 review casino) with their value as the accessible name. */
import { REVIEW_RATING_MAX } from '../../../domain/entities';
import { formatRating } from '../../../domain/rules/rating';
import { t } from '../../../i18n';

/** A star rating shown as five glyphs, rounded to the nearest whole star. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('{rating} of 5 stars', { rating: formatRating(rating) })}
    >
      {'★'.repeat(full)}
      <span className="stars__empty">{'★'.repeat(REVIEW_RATING_MAX - full)}</span>
    </span>
  );
}
