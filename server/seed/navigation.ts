/** Each locale's header menu and footer columns, links under the locale's directory. */
import {
  HUB_SLUGS,
  type Casino,
  type Footer,
  type Header,
  type LicenceRegister,
  type LocaleItem,
} from '../../src/domain/entities';
import { mayLinkOperator } from '../../src/domain/rules/licence';
import { allowedCasinos, hasEditorial } from './pages/page';

/** The address of a hub under `base`. */
const hub = (base: string, type: keyof typeof HUB_SLUGS) => `${base}/${HUB_SLUGS[type]}`;

function makeHeader(locale: LocaleItem, base: string, topCasinos: Casino[]): Header {
  return {
    menu: [
      {
        label: 'Казина',
        href: hub(base, 'casino-hub'),
        children: [
          { label: 'Сравни казина', href: `${base}/compare-casinos` },
          { label: 'Методи на плащане', href: hub(base, 'payment-hub') },
          ...topCasinos.slice(0, 5).map((c) => ({ label: c.name, href: `${base}/${c.slug}` })),
        ],
      },
      {
        label: 'Слотове',
        href: `${base}/casino-games`,
        children: [{ label: 'Софтуерни доставчици', href: hub(base, 'provider-hub') }],
      },
      {
        label: 'Бонуси',
        href: hub(base, 'bonus-hub'),
        children: [{ label: 'Бонус калкулатор', href: `${base}/bonus-calculator` }],
      },
      // The editorial hubs exist only where the locale has articles and authors.
      ...(hasEditorial(locale)
        ? [
            {
              label: 'Статии',
              href: hub(base, 'article-hub'),
              children: [{ label: 'Автори', href: hub(base, 'author-hub') }],
            },
          ]
        : []),
      { label: 'Класация', href: `${base}/leaderboards`, children: [] },
      // product §1: the community is only where the locale has accounts.
      ...(locale.configs.authentication
        ? [{ label: 'Общност', href: `${base}/feed`, children: [] }]
        : []),
      { label: 'За нас', href: `${base}/about-us`, children: [] },
    ],
    cta: { label: 'Топ казино', href: `${base}/${topCasinos[0]?.slug ?? ''}` },
  };
}

/** The official list of licensed operators of each register (docs/compliance.md). */
const REGISTER_LINK: Record<LicenceRegister, { label: string; href: string }> = {
  nra: { label: 'НАП: регистър на операторите', href: 'https://www.nra.bg/' },
  ggl: {
    label: 'GGL: списък на лицензираните оператори',
    href: 'https://www.gluecksspiel-behoerde.de/',
  },
};

function makeFooter(locale: LocaleItem, base: string): Footer {
  const register = locale.compliance.licenceRegister;
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
        heading: 'Ръководство',
        links: [
          { label: 'Всички казина', href: hub(base, 'casino-hub') },
          { label: 'Всички бонуси', href: hub(base, 'bonus-hub') },
          { label: 'Методи на плащане', href: hub(base, 'payment-hub') },
          { label: 'Софтуерни доставчици', href: hub(base, 'provider-hub') },
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
    responsibleGambling: register ? [REGISTER_LINK[register]] : [],
    copyright: `© 2026 Казино ръководство. Всички права запазени.`,
  };
}

/**
 * Headers and footers keyed by locale; the menu lists first the best-rated casinos the locale's
 * law lets it rank (docs/compliance.md).
 */
export function makeNavigation(
  locales: LocaleItem[],
  casinos: Casino[],
): { headers: Record<string, Header>; footers: Record<string, Footer> } {
  const topCasinos = [...casinos].sort((a, b) => b.rating - a.rating);
  const headers: Record<string, Header> = {};
  const footers: Record<string, Footer> = {};
  for (const l of locales) {
    const base = l.directory ? `/${l.directory}` : '';
    const ranked = allowedCasinos(topCasinos, l).filter((c) =>
      mayLinkOperator(c.licences, l.compliance),
    );
    headers[l.locale] = makeHeader(l, base, ranked);
    footers[l.locale] = makeFooter(l, base);
  }
  return { headers, footers };
}
