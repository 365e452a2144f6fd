/**
 * The casino review form (product §2 review casino): stars as radio inputs, title, text, name,
 * email and the consent to publish, validated with the schema the API uses, Bulgarian field
 * errors, the submit button busy while sending, and toasts in the flow that cover no control
 * (product §8, §9).
 * A server error keeps everything typed.
 */
import { useId } from 'react';
import { t } from '../../i18n';
import { FieldError } from './FieldError';
import { TEXT_FIELDS, errorId, invalidProps } from './review-form/fields';
import { ReviewStars } from './review-form/ReviewStars';
import { ReviewTextField } from './review-form/ReviewTextField';
import type { ReviewFormProps } from './review-form/props';
import { useReviewSubmit } from './review-form/useReviewSubmit';

/** The form. */
export function ReviewForm(props: Omit<ReviewFormProps, 'formToasts'>) {
  const formToasts = useId();
  const { errors, busy, onSubmit } = useReviewSubmit({ ...props, formToasts });
  return (
    <form
      className="mail-form review-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-busy={busy}
      data-form="review-casino"
    >
      <ReviewStars errors={errors} />
      {TEXT_FIELDS.map((field) => (
        <ReviewTextField key={field.name} field={field} errors={errors} />
      ))}
      <div className="field">
        <label className="review-form__consent">
          <input
            type="checkbox"
            name="publishConsent"
            required
            {...invalidProps(errors, 'publishConsent')}
          />{' '}
          {t('I agree that my review is published under my name after moderation.')} *
        </label>
        <FieldError id={errorId('publishConsent')} error={errors.publishConsent} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('Sending…') : t('Send review')}
      </button>
      <div id={formToasts} className="form-toasts" role="status" aria-live="polite" />
    </form>
  );
}
