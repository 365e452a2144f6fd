/** The review's rating as radio inputs, one to five stars (product §5 rating range). */
import { plural, t } from '../../../i18n';
import { FieldError } from '../FieldError';
import { STARS, errorId, invalidProps } from './fields';

/** Props of {@link ReviewStars}. */
export type ReviewStarsProps = { errors: Record<string, string> };

/** The star fieldset. */
export function ReviewStars({ errors }: ReviewStarsProps) {
  return (
    <fieldset className="review-form__stars" {...invalidProps(errors, 'rating')}>
      <legend>{t('Your rating')} *</legend>
      {STARS.map((n) => (
        <label key={n} className="review-form__star">
          <input type="radio" name="rating" value={n} required />
          <span aria-hidden="true">{'★'.repeat(n)}</span>
          <span className="visually-hidden">
            {n} {plural(n, { one: t('star'), other: t('stars') })}
          </span>
        </label>
      ))}
      <FieldError id={errorId('rating')} error={errors.rating} />
    </fieldset>
  );
}
