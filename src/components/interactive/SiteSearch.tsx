/**
 * Site search (/search?s=): reads ?s= and asks GET /search?s=. The header's search
 * form is a plain GET form to this page, so searching works from any page without JavaScript;
 * this island (trigger 'load') fills in the results.
 */
import { useState } from 'react';
import { siteSearch } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { resultsCount, t } from '../../i18n';
import { localHref } from '../layout/site';
import type { ApiIslandProps } from './props';
import { useLocationSearch } from './useLocationSearch';

/** Longest query the API accepts. */
const QUERY_MAX_CHARS = 100;

/** Props of {@link SiteSearch}. */
export type SiteSearchProps = ApiIslandProps & { directory: string; action: string };

/** Search form and results. */
export function SiteSearch({ locale, directory, action }: SiteSearchProps) {
  const search = useLocationSearch();
  const asked = (new URLSearchParams(search ?? '').get('s') ?? '').trim().slice(0, QUERY_MAX_CHARS);
  // What the visitor typed since; until then the field shows the asked term.
  const [typed, setTerm] = useState<string | null>(null);
  const term = typed ?? asked;
  const { data: answer, error } = useEndpoint(siteSearch, locale, asked ? [asked] : null);

  return (
    <div className="site-search">
      <form action={action} method="get" role="search" className="search-form search-form--large">
        <label className="visually-hidden" htmlFor="search-page-input">
          {t('Search the site')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="s"
          value={term}
          maxLength={QUERY_MAX_CHARS}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('Search the site')}
        />
        <button type="submit">{t('Search')}</button>
      </form>
      {error !== undefined ? (
        <p className="notice notice--error" role="alert">
          {t('Something went wrong. Please try again.')}
        </p>
      ) : null}
      {answer ? (
        <>
          <p className="muted">
            {answer.items.length < answer.total
              ? t('The first {shown} of {total}: narrow the search to see the rest.', {
                  shown: answer.items.length,
                  total: resultsCount(answer.total),
                })
              : resultsCount(answer.total)}
          </p>
          {answer.items.length === 0 ? <p>{t('No results')}</p> : null}
          <ul className="results">
            {answer.items.map((r) => (
              <li key={r.slug} className="card">
                <a href={localHref(directory, r.slug)}>{r.title}</a>
                <p className="muted small">{r.snippet}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export default SiteSearch;
