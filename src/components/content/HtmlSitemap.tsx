/**
 * The HTML sitemap (/sitemap): every page of the locale from GET /pages, grouped by
 * type. The page view carries no slug list, so the island fetches it when it comes into view.
 */
import { HUB_TYPES, type PageType } from '../../domain/entities';
import { HOME_SLUG } from '../../domain/entities/published-tree';
import { pageList } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { localHref } from '../layout/site';
import type { ApiIslandProps } from './props';

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

/** Props of {@link HtmlSitemap}. */
export type HtmlSitemapProps = ApiIslandProps & { directory: string };

/** The grouped link lists. */
export function HtmlSitemap({ locale, directory }: HtmlSitemapProps) {
  const { data: pages, error } = useEndpoint(pageList, locale, []);
  if (error !== undefined)
    return (
      <p className="notice notice--error" role="alert">
        {t('Something went wrong. Please try again.')}
      </p>
    );
  if (pages === undefined) return <p className="muted">{t('Loading…')}</p>;
  return (
    <div className="sitemap grid grid--3">
      {GROUPS.map(([types, label]) => {
        const list = pages
          .filter((p) => types.includes(p.type) && p.slug !== 'not-found')
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

export default HtmlSitemap;
