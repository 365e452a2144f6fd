/**
 * The casino review form (SPEC §2 review casino): stars as radio inputs, title, text, name,
 * email and the consent to publish, validated with the schema the API uses, Bulgarian field
 * errors, the submit button busy while sending and the toasts of the other forms (SPEC §8, §9).
 * A server error keeps everything typed.
 */
import { useState, type FormEvent } from 'react';
import { sendCasinoReview } from '../../api/receivers';
import {
  CasinoReviewPayload,
  REVIEW_LIMITS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../../domain/entities/review';
import { plural, t } from '../../i18n';
import { appStore } from '../../state/store';
import { fieldErrors } from './field-errors';

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  /** The reviewed casino. */
  casinoSlug: string;
  /** The page's locale (the review is stored with it). */
  locale: string;
  /** Called after the review was stored. */
  onSent: () => void;
};

const STARS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => REVIEW_RATING_MIN + i,
);

/** The text inputs, in order, with their label source and limits. */
const TEXT_FIELDS = [
  { name: 'title', label: 'Title', kind: 'text', max: REVIEW_LIMITS.title.max },
  { name: 'text', label: 'Your review', kind: 'textarea', max: REVIEW_LIMITS.text.max },
  { name: 'name', label: 'Name', kind: 'text', max: REVIEW_LIMITS.name.max, auto: 'name' },
  { name: 'email', label: 'Email', kind: 'email', max: REVIEW_LIMITS.email.max, auto: 'email' },
] as const;

/** Every field in the order the form shows them. */
const FIELD_ORDER = ['rating', ...TEXT_FIELDS.map((f) => f.name), 'publishConsent'];

const ID = 'review';

/** The form's values as the schema reads them. */
function valuesOf(form: HTMLFormElement, casinoSlug: string): Record<string, unknown> {
  const data = new FormData(form);
  const str = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    casinoSlug,
    rating: Number(str('rating')),
    title: str('title'),
    text: str('text'),
    name: str('name'),
    email: str('email'),
    publishConsent: data.get('publishConsent') === 'on',
  };
}

/** The form. */
export function ReviewForm({ casinoSlug, locale, onSent }: ReviewFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errorId = (field: string) => `${ID}-${field}-error`;
  const invalid = (field: string) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }
      : undefined;
  const errorOf = (field: string) =>
    errors[field] ? (
      <p className="field__error" id={errorId(field)} role="alert">
        {errors[field]}
      </p>
    ) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form, casinoSlug);
    const parsed = CasinoReviewPayload.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      if (found.rating) found.rating = t('Choose from 1 to 5 stars.');
      if (found.publishConsent) found.publishConsent = t('Please agree to the publication.');
      for (const { name } of TEXT_FIELDS) {
        if (found[name] && values[name] === '') found[name] = t('This field is required.');
      }
      setErrors(found);
      // The first field in form order with an error (the radio group: its first star).
      const first = FIELD_ORDER.find((name) => found[name] !== undefined);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendCasinoReview(parsed.data, locale);
      appStore().addToast({ text: t('Review successfully submitted'), type: 'success' });
      form.reset();
      onSent();
    } catch {
      // SPEC §8 'Send failure: error toast Server error'; what was typed stays in the form.
      appStore().addToast({ text: t('Server error'), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mail-form review-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-busy={busy}
      data-form="review-casino"
    >
      <fieldset className="review-form__stars" {...invalid('rating')}>
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
        {errorOf('rating')}
      </fieldset>
      {TEXT_FIELDS.map((field) => {
        const common = {
          id: `${ID}-${field.name}`,
          name: field.name,
          maxLength: field.max,
          required: true,
          ...invalid(field.name),
          ...('auto' in field ? { autoComplete: field.auto } : {}),
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={common.id}>{t(field.label)} *</label>
            {field.kind === 'textarea' ? (
              <textarea rows={5} {...common} />
            ) : (
              <input type={field.kind} {...common} />
            )}
            {errorOf(field.name)}
          </div>
        );
      })}
      <div className="field">
        <label className="review-form__consent">
          <input type="checkbox" name="publishConsent" required {...invalid('publishConsent')} />{' '}
          {t('I agree that my review is published under my name after moderation.')} *
        </label>
        {errorOf('publishConsent')}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('Sending…') : t('Send review')}
      </button>
    </form>
  );
}
