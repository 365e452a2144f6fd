/** The games listing's pager (product §9 page size 5): previous, "page n of m", next. */
import { t } from '../../../i18n';

/** Props of {@link GamesPager}. */
export type GamesPagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** The pager. */
export function GamesPager({ page, pages, onPage }: GamesPagerProps) {
  return (
    <nav className="pager" aria-label={t('Страници')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('Previous page')}
      </button>
      <span>{t('Page {page} of {pages}', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('Next page')} →
      </button>
    </nav>
  );
}
