/**
 * The HTML sitemap (/sitemap): every page of the locale, grouped by type, in the prerendered HTML
 * (a crawler and a visitor without JavaScript read it whole). The list is the route's data
 * (src/api/route-data.ts), read again by every patch, so the page follows the site without a script.
 */
import { HUB_TYPES, type PageType } from '../../domain/entities';
import type { SitemapEntry } from '../../domain/entities/page-view';
import { HOME_SLUG, NOT_FOUND_SLUG } from '../../domain/entities/published-tree';
import { t } from '../../i18n';
import { localHref } from '../layout/site';

/** Group headings by page types, in reading order (English sources, t() gives Bulgarian). */
const GROUPS: [readonly PageType[], string][] = [
  [['home', ...HUB_TYPES], 'Home'],
  [['casino'], 'Casinos'],
  [['casino-bonus'], 'Bonuses'],
  [['slot'], 'Slots'],
  [['software-provider'], 'Software providers'],
  [['payment-provider'], 'Payment methods'],
  [['article'], 'Articles'],
  [['author'], 'Authors'],
  [['leaderboards'], 'Leaderboards'],
  [['default'], 'Информация'],
];

const rank = ({ slug }: { slug: string }) => (slug === HOME_SLUG ? 0 : 1);

/** The grouped link lists. */
export function HtmlSitemap({
  pages,
  directory,
}: {
  pages: readonly SitemapEntry[];
  directory: string;
}) {
  return (
    <div className="sitemap grid grid--3">
      {GROUPS.map(([types, label]) => {
        const list = pages
          .filter((p) => types.includes(p.type) && p.slug !== NOT_FOUND_SLUG)
          .map((p) => ({ slug: p.slug, name: p.title ?? p.slug.replace(/-/g, ' ') }))
          // The home page heads its group; the rest in the order a Bulgarian reader expects.
          .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'bg'));
        return list.length === 0 ? null : (
          <section key={label} className="card">
            <h2>{t(label)}</h2>
            <ul className="link-list">
              {list.map((p) => (
                <li key={p.slug}>
                  <a href={localHref(directory, p.slug)}>{p.name}</a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
