/**
 * Newsletter sign-up: an island (product §4 Hydration) woken when it scrolls into view. The input is
 * uncontrolled, so text typed before hydration stays in the DOM and is read on submit.
 */
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { subscribeNewsletter } from '../../api/receivers';
import { marks } from '../../domain/marks';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { fieldErrors } from '../forms/field-errors';

/** Props (serialised into the page). */
export type NewsletterProps = { heading: string; locale: string };

const NewsletterInput = z.object({ email: z.email() });
type Status = { kind: 'idle' | 'sending' | 'done' | 'failed' } | { kind: 'invalid'; error: string };

/** The address typed, or the sentence that refuses it (empty: the field is required). */
function readEmail(form: HTMLFormElement): { email: string } | { error: string } {
  const value = new FormData(form).get('email');
  const values = { email: typeof value === 'string' ? value.trim() : '' };
  const parsed = NewsletterInput.safeParse(values);
  return parsed.success ? parsed.data : { error: fieldErrors(parsed.error, values).email ?? '' };
}

/** The form. */
export function Newsletter({ heading, locale }: NewsletterProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The page's inline block and the newsletter modal can both be open: each needs its own ids.
  const emailId = `newsletter-email${useId()}`;
  const errorId = `${emailId}-error`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = readEmail(event.currentTarget);
    if ('error' in typed) {
      setStatus({ kind: 'invalid', error: typed.error });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribeNewsletter(typed.email, locale);
      setStatus({ kind: 'done' });
    } catch {
      // product §8 'Send failure: error toast Server error'; the typed address stays.
      appStore().addToast({ text: t('Server error'), type: 'error' });
      setStatus({ kind: 'failed' });
    }
  };
  return (
    <section className="newsletter" {...marks.offerSignup()}>
      <h2>{heading}</h2>
      {status.kind === 'done' ? (
        <p role="status" className="success">
          {t('Thank you for subscribing!')}
        </p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor={emailId}>{t('Email')}</label>
          <div className="inline-form">
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={status.kind === 'invalid' ? true : undefined}
              aria-describedby={status.kind === 'invalid' ? errorId : undefined}
            />
            <button type="submit" disabled={status.kind === 'sending'}>
              {t('Subscribe')}
            </button>
          </div>
          {status.kind === 'invalid' ? (
            <p role="alert" className="error" id={errorId}>
              {status.error}
            </p>
          ) : null}
          {status.kind === 'failed' ? (
            <p role="alert" className="error">
              {t('Something went wrong. Please try again.')}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

export default Newsletter;
