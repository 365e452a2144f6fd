/**
 * The account screens (product §2: /login, /registration, /forgotten-password) inside the site
 * layout, each with its own title. Where the locale has no accounts (product §1) the screen says so.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import { applyScreenHead, SCREEN_HEADS } from '../layout/screen-head';
import type { AccountFormType } from './account-types';
import { AccountPanel } from './AccountPanel';

/** Each screen's title (source text), the one its document title starts with. */
export const ACCOUNT_TITLES: Record<AccountFormType, string> = {
  login: SCREEN_HEADS.login.title,
  registration: SCREEN_HEADS.registration.title,
  'forgotten-password': SCREEN_HEADS['forgotten-password'].title,
};

/** One account screen. */
export function AccountScreen({
  kind,
  authentication,
}: {
  kind: AccountFormType;
  authentication: boolean;
}) {
  const navigate = useNavigate();
  const title = t(ACCOUNT_TITLES[kind]);
  useEffect(() => {
    applyScreenHead(kind);
    // product §4: on the account screens the identity service loads at once.
    if (authentication) void loadAuth().catch(() => undefined);
  }, [kind, authentication]);
  return (
    <section
      className="container account-screen"
      aria-labelledby="account-title"
      data-screen={kind}
    >
      <h1 id="account-title">{title}</h1>
      {authentication ? (
        <AccountPanel
          key={kind}
          formType={kind}
          onSwitch={(other) => void navigate(`/${other}`)}
          switchLink={(other, label) => <Link to={`/${other}`}>{label}</Link>}
        />
      ) : (
        <p role="status">{t('Профилите не са активни в тази версия на сайта.')}</p>
      )}
    </section>
  );
}
