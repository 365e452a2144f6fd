/**
 * The header's menu as a <details> element: it opens and closes without any JavaScript, and wide
 * screens show it as a row of its own (product §7 /header-builders).
 */
import type { Header as HeaderData } from '../../../domain/entities';
import { t } from '../../../i18n';
import { hrefIn } from '../site';
import { modalTrigger } from '../../modals/trigger';

/** Props of {@link HeaderMenu}. */
type HeaderMenuProps = { header: HeaderData; directory: string };

/** The menu with its sub-menus, then the top-casinos list and the header's call to action. */
export function HeaderMenu({ header, directory }: HeaderMenuProps) {
  return (
    // Closed by every client navigation (product §2, src/app/navigation.ts).
    <details className="nav-toggle" data-closes-on-navigate="">
      <summary className="nav-toggle__button">
        <span aria-hidden="true">☰</span> <span className="nav-toggle__label">{t('Menu')}</span>
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
          <button type="button" className="button button--ghost" {...modalTrigger('casino-list')}>
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
  );
}
