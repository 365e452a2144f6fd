/**
 * Site header from /header-builders (product §7). The menu is a <details> element, so it opens and
 * closes without any JavaScript (pages are HTML-only outside islands); wide screens show it as
 * a row of its own. Search and the account entry stay in the bar at every width.
 */
import type { Header as HeaderData } from '../../domain/entities';
import { t } from '../../i18n';
import { HeaderMenu } from './header/HeaderMenu';
import { HeaderSearch } from './header/HeaderSearch';
import { localHref, SITE_NAME } from './site';

/** Props of {@link Header}. */
type HeaderProps = {
  header: HeaderData;
  directory: string;
  /** The locale has accounts (product §1): the header links to sign-in, or to the profile once signed in. */
  accounts: boolean;
};

/** The header: logo, search and account entry, then the menu (with sub-menus) and its calls. */
export function Header({ header, directory, accounts }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-logo" href={localHref(directory, 'home')}>
          <span className="site-logo__mark" aria-hidden="true">
            ♠
          </span>
          {t(SITE_NAME)}
        </a>
        {/* Before the menu: on wide screens the bar is the first row, so Tab reads it first. */}
        <div className="site-header__tools">
          <HeaderSearch directory={directory} />
          {accounts ? (
            <a
              className="button button--ghost account-entry"
              href={localHref(directory, 'login')}
              data-account-entry=""
            >
              {t('Вход')}
            </a>
          ) : null}
        </div>
        <HeaderMenu header={header} directory={directory} />
      </div>
    </header>
  );
}
