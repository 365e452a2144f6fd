/**
 * What an account screen's prerendered document says before the script (product §2): a crawler
 * and a slow phone read its title, what it is for and why it needs JavaScript; the SPA replaces
 * it with the form (AccountScreen) once it starts.
 */
import { t } from '../../i18n';
import { SCREEN_HEADS } from '../layout/screen-head';
import type { AccountFormType } from './account-types';

/** One account screen as prerendered HTML. */
export function AccountScreenShell({
  kind,
  authentication,
}: {
  kind: AccountFormType;
  authentication: boolean;
}) {
  return (
    <section
      className="container account-screen"
      aria-labelledby="account-title"
      data-screen={kind}
    >
      <h1 id="account-title">{t(SCREEN_HEADS[kind].title)}</h1>
      {authentication ? (
        <>
          <p>{t(SCREEN_HEADS[kind].description)}</p>
          <noscript>
            <p>{t('Формата работи с JavaScript. Включете го в браузъра, за да продължите.')}</p>
          </noscript>
        </>
      ) : (
        <p role="status">{t('Профилите не са активни в тази версия на сайта.')}</p>
      )}
    </section>
  );
}
