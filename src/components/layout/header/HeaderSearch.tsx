/** The header's site search: a plain GET form to the locale's search page, no JavaScript. */
import { t } from '../../../i18n';
import { localHref } from '../site';

/** The search field and its submit button, for the locale of `directory`. */
export function HeaderSearch({ directory }: { directory: string }) {
  return (
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
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="search-form__label">{t('Search')}</span>
      </button>
    </form>
  );
}
