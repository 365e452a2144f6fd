/** Each locale's header menu and footer columns, links under the locale's directory. */
import type { Casino, Footer, Header, LocaleItem } from '../../src/domain/entities';
import { allowedCasinos } from './pages/page';

function makeHeader(locale: LocaleItem, base: string, topCasinos: Casino[]): Header {
  return {
    menu: [
      {
        label: 'Казина',
        href: `${base}/compare-casinos`,
        children: topCasinos.slice(0, 5).map((c) => ({ label: c.name, href: `${base}/${c.slug}` })),
      },
      { label: 'Слотове', href: `${base}/casino-games`, children: [] },
      { label: 'Бонуси', href: `${base}/bonus-calculator`, children: [] },
      { label: 'Класация', href: `${base}/leaderboards`, children: [] },
      // SPEC §1: the community is only where the locale has accounts.
      ...(locale.configs.authentication
        ? [{ label: 'Общност', href: `${base}/feed`, children: [] }]
        : []),
      { label: 'За нас', href: `${base}/about-us`, children: [] },
    ],
    cta: { label: 'Топ казино', href: `${base}/${topCasinos[0]?.slug ?? ''}` },
  };
}

function makeFooter(base: string): Footer {
  return {
    columns: [
      {
        heading: 'Сайтът',
        links: [
          { label: 'За нас', href: `${base}/about-us` },
          { label: 'Карта на сайта', href: `${base}/sitemap` },
          { label: 'Общи условия', href: `${base}/terms-and-conditions` },
          { label: 'Политика за поверителност', href: `${base}/privacy-policy` },
        ],
      },
      {
        heading: 'Инструменти',
        links: [
          { label: 'Сравни казина', href: `${base}/compare-casinos` },
          { label: 'Бонус калкулатор', href: `${base}/bonus-calculator` },
          { label: 'Казино игри', href: `${base}/casino-games` },
        ],
      },
    ],
    responsibleGambling: [{ label: 'НАП: регистър на операторите', href: 'https://www.nra.bg/' }],
    copyright: `© 2026 Казино ръководство. Всички права запазени.`,
  };
}

/** Headers and footers keyed by locale; the menu lists the best-rated casinos it has first. */
export function makeNavigation(
  locales: LocaleItem[],
  casinos: Casino[],
): { headers: Record<string, Header>; footers: Record<string, Footer> } {
  const topCasinos = [...casinos].sort((a, b) => b.rating - a.rating);
  const headers: Record<string, Header> = {};
  const footers: Record<string, Footer> = {};
  for (const l of locales) {
    const base = l.directory ? `/${l.directory}` : '';
    headers[l.locale] = makeHeader(l, base, allowedCasinos(topCasinos, l));
    footers[l.locale] = makeFooter(base);
  }
  return { headers, footers };
}
