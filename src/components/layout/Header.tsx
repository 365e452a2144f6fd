/**
 * Site header from /header-builders (SPEC §7). The mobile menu is a <details> element, so it
 * opens and closes without any JavaScript (pages are HTML-only outside islands).
 */
import type { Header as HeaderData } from '../../domain/entities';
import { t } from '../../i18n';
import { hrefIn, localHref, SITE_NAME } from './site';

/** The header: logo, menu (with sub-menus), search form, call to action. */
export function Header({
  header,
  directory,
  accounts,
}: {
  header: HeaderData;
  directory: string;
  /** The locale has accounts (SPEC §1): the header links to sign-in, or to the profile once signed in. */
  accounts: boolean;
}) {
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
            <span aria-hidden="true">☰</span> {t('Menu')}
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
              <button type="submit">{t('Search')}</button>
            </form>
            <button type="button" className="button button--ghost" data-modal-open="casino-list">
              {t('Top casinos')}
            </button>
            {accounts ? (
              <a
                className="button button--ghost account-entry"
                href={localHref(directory, 'login')}
                data-account-entry=""
              >
                {t('Вход')}
              </a>
            ) : null}
            {header.cta ? (
              <a className="button button--cta" href={hrefIn(directory, header.cta.href)}>
                {header.cta.label}
              </a>
            ) : null}
          </nav>
        </details>
      </div>
    </header>
  );
}
