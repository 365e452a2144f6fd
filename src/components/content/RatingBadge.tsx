/** A 0..10 score as a badge, Bulgarian decimal comma (product §5 formatRating). */
import { formatRating } from '../../domain/rules/rating';
import { t } from '../../i18n';

/** The badge. */
export function RatingBadge({ value }: { value: number }) {
  return (
    <span className="rating-badge" aria-label={`${t('Rating')}: ${formatRating(value)} / 10`}>
      <strong>{formatRating(value)}</strong>
      <small>/10</small>
    </span>
  );
}
