/**
 * The review form's submit (product §2 review casino, §8): validated with the schema the API uses,
 * Bulgarian field errors with focus on the first, busy while sending, the toasts of the other
 * forms. A server error keeps everything typed.
 */
import { useState, type FormEvent } from 'react';
import { sendCasinoReview } from '../../../api/receivers';
import { CasinoReviewPayload } from '../../../domain/entities/review';
import { t } from '../../../i18n';
import { appStore } from '../../../state/store';
import { fieldErrors } from '../field-errors';
import { FIELD_ORDER, valuesOf } from './fields';
import type { ReviewFormProps } from './props';

/** The schema's errors as the sentences the form shows. */
function reviewErrors(
  error: Parameters<typeof fieldErrors>[0],
  values: Record<string, unknown>,
): Record<string, string> {
  const found = fieldErrors(error, values);
  if (found.rating) found.rating = t('Choose from 1 to 5 stars.');
  if (found.publishConsent) found.publishConsent = t('Please agree to the publication.');
  return found;
}

/** The field errors, the busy flag and the submit handler. */
export function useReviewSubmit(props: ReviewFormProps) {
  const { casinoSlug, locale, onSent, toastAnchor, formToasts } = props;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form, casinoSlug);
    const parsed = CasinoReviewPayload.safeParse(values);
    if (!parsed.success) {
      const found = reviewErrors(parsed.error, values);
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
      // The modal closes: the toast shows beside the button that opened it, covering nothing.
      appStore().addToast({
        text: t('Review successfully submitted'),
        type: 'success',
        ...(toastAnchor ? { anchor: toastAnchor } : {}),
      });
      form.reset();
      onSent();
    } catch {
      // product §8 'Send failure: error toast Server error'; what was typed stays in the form.
      appStore().addToast({ text: t('Server error'), type: 'error', anchor: formToasts });
    } finally {
      setBusy(false);
    }
  };

  return { errors, busy, onSubmit };
}
