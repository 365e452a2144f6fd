/** The rating breakdown (product §5): a bar per criterion and their mean. */
import type { RatingItem } from '../../../domain/entities';
import { formatRating } from '../../../domain/rules/rating';
import { t } from '../../../i18n';

/** English sources (or Bulgarian where no translation exists yet) of the rating criteria. */
const CRITERION: Record<RatingItem['key'], string> = {
  bonuses: 'Bonuses',
  games: 'Games',
  payments: 'Payment methods',
  support: 'Обслужване',
  mobile: 'Мобилна версия',
  safety: 'Сигурност',
};

/** Ratings are on a 0..10 scale; bars show the share of it. */
const RATING_SCALE = 10;
const PERCENT = 100;

/** Props of {@link RatingBreakdown}. */
export type RatingBreakdownProps = { ratingItems: readonly RatingItem[]; mean: number };

/** The section. */
export function RatingBreakdown({ ratingItems, mean }: RatingBreakdownProps) {
  return (
    <section className="section">
      <h2>{t('Rating breakdown')}</h2>
      <ul className="bars">
        {ratingItems.map((r) => (
          <li key={r.key}>
            <span>{t(CRITERION[r.key])}</span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${String((r.rating / RATING_SCALE) * PERCENT)}%` }} />
            </span>
            <strong>{formatRating(r.rating)}</strong>
          </li>
        ))}
        <li className="bars__mean">
          <span>{t('Обща оценка (средна)')}</span>
          <span />
          <strong data-rating-mean="">{formatRating(mean)}</strong>
        </li>
      </ul>
    </section>
  );
}
