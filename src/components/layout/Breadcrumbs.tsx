/** Visible breadcrumb trail; the same crumbs feed the BreadcrumbList JSON-LD (renderer/Head). */
import type { Crumb } from '../../domain/seo/jsonld';
import { t } from '../../i18n';

/**
 * Home → section → page; the last crumb is the current page. A section without a page of its
 * own is text: a crumb links only to a page that exists.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={`${String(i)}:${c.name}`} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={`${String(i)}:${c.name}`}>
              {c.url === null ? c.name : <a href={new URL(c.url).pathname}>{c.name}</a>}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
