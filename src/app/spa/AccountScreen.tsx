/**
 * The account screens (SPEC §2: /login, /registration, /forgotten-password). The identity
 * service arrives with the auth issue: with authentication off for the locale the screen says
 * so; with it on the form is shown but is not connected yet, and says that instead of faking
 * success.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';

/** Which screen. */
export type AccountKind = 'login' | 'registration' | 'forgotten-password';

const TITLES: Record<AccountKind, string> = {
  login: 'Sign in',
  registration: 'Registration',
  'forgotten-password': 'Forgotten password',
};

/** One account screen. */
export function AccountScreen({
  kind,
  authentication,
}: {
  kind: AccountKind;
  authentication: boolean;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(t('Входът скоро ще бъде наличен'));
  };
  return (
    <section aria-labelledby="account-title" data-screen={kind}>
      <h1 id="account-title">{t(TITLES[kind])}</h1>
      {authentication ? (
        <form onSubmit={onSubmit} noValidate>
          <label>
            {t('Email')}
            <input type="email" name="email" autoComplete="email" required />
          </label>
          {kind !== 'forgotten-password' ? (
            <label>
              {t('Password')}
              <input
                type="password"
                name="password"
                autoComplete={kind === 'login' ? 'current-password' : 'new-password'}
                required
              />
            </label>
          ) : null}
          <button type="submit">{t(TITLES[kind])}</button>
          {notice ? <p role="status">{notice}</p> : null}
        </form>
      ) : (
        <p role="status">{t('Входът скоро ще бъде наличен')}</p>
      )}
      <nav aria-label={t('Menu')}>
        <ul>
          {(['login', 'registration', 'forgotten-password'] as const)
            .filter((other) => other !== kind)
            .map((other) => (
              <li key={other}>
                <Link to={`/${other}`}>{t(TITLES[other])}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}
