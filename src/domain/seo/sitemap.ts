/**
 * A locale's sitemap as text (docs/domain-notes.md#seo: one sitemap per locale with hreflang
 * alternates, x-default and real lastmod), the index of its parts and robots.txt. Pure and made
 * piece by piece: the prerender writes the pieces, so a sitemap is never one string in memory.
 */
import type { LocaleItem } from '../entities/locale';
import type { PageListEntry } from '../entities/page';
import { pageUrl } from '../rules/url';
import { NOINDEX_SLUGS, X_DEFAULT, hreflangOf, xDefaultLocale } from './head';

/** Page entry of a sitemap. */
export type SitemapEntry = Pick<PageListEntry, 'slug' | 'updatedAt'>;

/** A locale with pages live and their slugs: where a page's alternates come from. */
export type LocaleSlugs = { item: LocaleItem; slugs: ReadonlySet<string> };

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The file robots.txt names: the whole sitemap, or the index of its parts. */
export const SITEMAP_FILE = 'sitemap.xml';

/** The name of part `n` (from 1) of a sitemap above {@link SITEMAP_MAX_URLS} URLs. */
export const sitemapPartName = (n: number): string => `sitemap-${n}.xml`;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** What a sitemap file starts with, before its <url> elements. */
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;

/** What a sitemap file ends with. */
export const URLSET_CLOSE = '</urlset>\n';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A W3C date, the day of an ISO time: what lastmod says. */
const lastmodOf = (updatedAt: string) => updatedAt.slice(0, 10);

/** The pages a sitemap lists: all but those kept out of search. */
export const sitemapEntries = <E extends SitemapEntry>(entries: readonly E[]): E[] =>
  entries.filter((e) => !NOINDEX_SLUGS.has(e.slug));

/** A slug made only of what a URL keeps as it is (the entity Slug): no parsing needed. */
const PLAIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Each locale URL normalised once: a parse per link swells peak memory at 50,000 pages. */
const bases = new Map<string, string>();

const baseOf = (localeUrl: string) => {
  let base = bases.get(localeUrl);
  if (base === undefined) {
    base = pageUrl(localeUrl, 'home');
    bases.set(localeUrl, base);
  }
  return base;
};

/**
 * A locale's page URLs, escaped: for a plain slug the locale's base, normalised and escaped once,
 * and the slug as it is; for any other slug pageUrl() escaped whole.
 */
function localeUrls(localeUrl: string) {
  const base = escapeXml(baseOf(localeUrl));
  return (slug: string, plain = PLAIN_SLUG.test(slug)) =>
    !plain ? escapeXml(pageUrl(localeUrl, slug)) : slug === 'home' ? base : `${base}/${slug}`;
}

/**
 * The <url> element maker of one locale's sitemap: alternates list every locale that has the
 * slug, plus x-default on the root locale as the page's head does. What is the same for every
 * page (the locales' bases, their hreflang openings) is made once.
 */
export function sitemapUrlElement(
  locale: LocaleItem,
  slugsByLocale: ReadonlyMap<string, LocaleSlugs>,
): (entry: SitemapEntry) => string {
  const link = (hreflang: string, l: LocaleSlugs) => ({
    slugs: l.slugs,
    url: localeUrls(l.item.url),
    open: `<xhtml:link rel="alternate" hreflang="${hreflang}" href="`,
  });
  const published = [...slugsByLocale.values()];
  const links = published.map((l) => link(hreflangOf(l.item.locale), l));
  const rootLocale = xDefaultLocale(published.map((l) => l.item));
  const root = rootLocale && slugsByLocale.get(rootLocale.locale);
  if (root) links.push(link(X_DEFAULT, root));
  const own = localeUrls(locale.url);
  return (e) => {
    const plain = PLAIN_SLUG.test(e.slug);
    let alternates = '';
    for (const l of links)
      if (l.slugs.has(e.slug)) alternates += `${l.open}${l.url(e.slug, plain)}"/>`;
    return `<url><loc>${own(e.slug, plain)}</loc><lastmod>${lastmodOf(e.updatedAt)}</lastmod>${alternates}</url>\n`;
  };
}

/** One file of a sitemap and the slice of its entries it holds, [start, end). */
export type SitemapPart = { name: string; start: number; end: number };

/**
 * The files of a sitemap of `count` URLs: up to `maxUrls` sitemap.xml itself; above that
 * numbered parts, and sitemap.xml becomes their index so robots.txt still names one file.
 */
export function sitemapParts(count: number, maxUrls = SITEMAP_MAX_URLS): SitemapPart[] {
  const parts = Math.max(1, Math.ceil(count / maxUrls));
  return Array.from({ length: parts }, (_, i) => ({
    name: parts === 1 ? SITEMAP_FILE : sitemapPartName(i + 1),
    start: i * maxUrls,
    end: Math.min(count, (i + 1) * maxUrls),
  }));
}

/** The sitemap index of a locale's parts, each dated by the newest of the entries. */
export function sitemapIndex(
  localeUrl: string,
  parts: readonly string[],
  entries: readonly SitemapEntry[],
): string {
  const lastmod = lastmodOf(
    entries.reduce((max, e) => (e.updatedAt > max ? e.updatedAt : max), ''),
  );
  const items = parts.map(
    (f) =>
      `<sitemap><loc>${escapeXml(`${localeUrl}/${f}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything but the affiliate redirects, and every published locale's sitemap. */
export function robotsTxt(locales: readonly LocaleItem[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /go/',
    ...locales.filter((l) => !l.lock).map((l) => `Sitemap: ${l.url}/${SITEMAP_FILE}`),
    '',
  ].join('\n');
}
