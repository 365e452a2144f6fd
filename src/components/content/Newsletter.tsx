/**
 * Newsletter sign-up: an island (SPEC §4 Hydration) woken when it scrolls into view. The input is
 * uncontrolled, so text typed before hydration stays in the DOM and is read on submit.
 */
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { subscribeNewsletter } from '../../api/receivers';
import { t } from '../../i18n';
import { appStore } from '../../state/store';

/** Props (serialised into the page). */
export type NewsletterProps = { heading: string; locale: string };

const Email = z.email();
type Status = { kind: 'idle' | 'sending' | 'done' | 'invalid' | 'failed' };

/** The form. */
export function Newsletter({ heading, locale }: NewsletterProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get('email');
    const email = Email.safeParse(typeof value === 'string' ? value.trim() : '');
    if (!email.success) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribeNewsletter(email.data, locale);
      setStatus({ kind: 'done' });
    } catch {
      // SPEC §8 'Send failure: error toast Server error'; the typed address stays.
      appStore().addToast({ text: t('Server error'), type: 'error' });
      setStatus({ kind: 'failed' });
    }
  };
  return (
    <section className="newsletter">
      <h2>{heading}</h2>
      {status.kind === 'done' ? (
        <p role="status" className="success">
          {t('Thank you for subscribing!')}
        </p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor="newsletter-email">{t('Email')}</label>
          <div className="inline-form">
            <input id="newsletter-email" name="email" type="email" autoComplete="email" required />
            <button type="submit" disabled={status.kind === 'sending'}>
              {t('Subscribe')}
            </button>
          </div>
          {status.kind === 'invalid' ? (
            <p role="alert" className="error">
              {t('Please enter a valid email address.')}
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
