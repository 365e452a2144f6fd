/** Per-locale sitemap.xml with hreflang alternates, x-default and real lastmod; robots.txt (issue 4). */
import type { LocaleItem } from '../src/domain/entities';
import { pageUrl } from '../src/domain/rules/url';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Page entry of a sitemap. */
export type SitemapEntry = { slug: string; updatedAt: string };

/**
 * One locale's sitemap. Alternates list every locale that has the slug, plus x-default pointing
 * at the root locale's version when it has one.
 */
export function buildSitemap(
  locale: LocaleItem,
  entries: SitemapEntry[],
  slugsByLocale: Map<string, { item: LocaleItem; slugs: Set<string> }>,
  rootLocale: string,
  excluded: Set<string>,
): string {
  const urls = entries
    .filter((e) => !excluded.has(e.slug))
    .map((e) => {
      const alternates = [...slugsByLocale.values()]
        .filter((l) => l.slugs.has(e.slug))
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l.item.locale.toLowerCase()}" href="${escapeXml(pageUrl(l.item.url, e.slug))}"/>`,
        );
      const root = slugsByLocale.get(rootLocale);
      if (root?.slugs.has(e.slug)) {
        alternates.push(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(root.item.url, e.slug))}"/>`,
        );
      }
      return `<url><loc>${escapeXml(pageUrl(locale.url, e.slug))}</loc><lastmod>${e.updatedAt.slice(0, 10)}</lastmod>${alternates.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt naming every locale's sitemap. */
export function buildRobots(locales: LocaleItem[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /go/',
    ...locales.map((l) => `Sitemap: ${l.url}/sitemap.xml`),
    '',
  ].join('\n');
}
