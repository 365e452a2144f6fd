/**
 * Site header from /header-builders (SPEC §7). The menu is a <details> element, so it opens and
 * closes without any JavaScript (pages are HTML-only outside islands); wide screens show it as
 * a row of its own. Search and the account entry stay in the bar at every width.
 */
import type { Header as HeaderData } from '../../domain/entities';
import { t } from '../../i18n';
import { hrefIn, localHref, SITE_NAME } from './site';

/** Props of {@link Header}. */
type HeaderProps = {
  header: HeaderData;
  directory: string;
  /** The locale has accounts (SPEC §1): the header links to sign-in, or to the profile once signed in. */
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
        {/* Closed by every client navigation (SPEC §2, src/app/navigation.ts). */}
        <details className="nav-toggle" data-closes-on-navigate="">
          <summary className="nav-toggle__button">
            <span aria-hidden="true">☰</span>{' '}
            <span className="nav-toggle__label">{t('Menu')}</span>
          </summary>
          <nav className="site-nav" aria-label={t('Menu')}>
            <ul className="site-nav__list">
              {header.menu.map((item) => (
                <li key={item.href} className="site-nav__item">
                  <a href={hrefIn(directory, item.href)}>{item.label}</a>
                  {item.children.length > 0 ? (
                    <ul className="site-nav__sub">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a href={hrefIn(directory, child.href)}>{child.label}</a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="site-nav__actions">
              <button type="button" className="button button--ghost" data-modal-open="casino-list">
                {t('Top casinos')}
              </button>
              {header.cta ? (
                <a className="button button--cta" href={hrefIn(directory, header.cta.href)}>
                  {header.cta.label}
                </a>
              ) : null}
            </div>
          </nav>
        </details>
        <div className="site-header__tools">
          <form
            className="search-form"
            action={localHref(directory, 'search')}
            method="get"
            role="search"
          >
            <label className="visually-hidden" htmlFor="site-search">
              {t('Search the site')}
            </label>
            <input
              id="site-search"
              name="s"
              type="search"
              placeholder={t('Search the site')}
              maxLength={100}
            />
            <button type="submit" className="search-form__submit">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <circle
                  cx="10.5"
                  cy="10.5"
                  r="6.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                />
                <path
                  d="m15.5 15.5 5 5"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              <span className="search-form__label">{t('Search')}</span>
            </button>
          </form>
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
      </div>
    </header>
  );
}
