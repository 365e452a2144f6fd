/**
 * A hub's pager (product §1 Hubs): "Предишна", the page numbers and "Следваща", each a real link
 * to its address, so a page opens without JavaScript, in a new tab or from a shared link. Once
 * the island is awake a plain click turns the page in place and adds a history entry.
 */
import type { MouseEvent } from 'react';
import { pagerPages, type Paging } from '../../../domain/rules/numbers';
import { t } from '../../../i18n';

/** Props of {@link HubPager}. */
export type HubPagerProps = {
  paging: Paging;
  /** The address of page `page`, the hub's other state kept. */
  href: (page: number) => string;
  /** Turns to `page` in place. */
  onPage: (page: number) => void;
};

/** One link of the pager; without a page to go to (the first page's "Предишна") it is shown disabled. */
function PageLink(props: {
  page: number | null;
  current?: boolean;
  pager: HubPagerProps;
  children: string;
}) {
  const { page, current = false, pager, children } = props;
  if (page === null)
    return (
      <span className="pager__link" aria-disabled="true">
        {children}
      </span>
    );
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    pager.onPage(page);
  };
  return (
    <a
      className="pager__link"
      href={pager.href(page)}
      aria-current={current ? 'page' : undefined}
      onClick={open}
    >
      {children}
    </a>
  );
}

/** The pager, or nothing when the list fits one page. */
export function HubPager(pager: HubPagerProps) {
  const { page, pageCount } = pager.paging;
  if (pageCount <= 1) return null;
  return (
    <nav className="pager hub__pager" aria-label={t('Страници')}>
      <PageLink page={page > 1 ? page - 1 : null} pager={pager}>
        {t('Предишна')}
      </PageLink>
      <ol className="pager__pages">
        {pagerPages(pager.paging).map((n, i) => (
          <li key={n ?? `gap-${String(i)}`}>
            {n === null ? (
              <span className="pager__gap">…</span>
            ) : (
              <PageLink page={n} current={n === page} pager={pager}>
                {String(n)}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
      <PageLink page={page < pageCount ? page + 1 : null} pager={pager}>
        {t('Следваща')}
      </PageLink>
    </nav>
  );
}
