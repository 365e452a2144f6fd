/** Sitemap XML: a locale's sitemap.xml with hreflang alternates, x-default and real lastmod; robots.txt. */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleItem } from '../src/domain/entities';
import { pageUrl } from '../src/domain/rules/url';
import { TextFile } from './files';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Page entry of a sitemap. */
export type SitemapEntry = { slug: string; updatedAt: string };

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** A slug made only of what a URL keeps as it is (the entity Slug): no parsing needed. */
const PLAIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Each locale URL normalised once, not a URL parse per link: at 50,000 pages their garbage took
 * the peak RSS from 292 to 437 MB (BENCHMARKS.md, issue 17).
 */
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
 * A locale's page URLs, each passed through `finish` (escaping, say): for a plain slug the
 * locale's base, normalised and finished once, and the slug as it is (nothing to parse or finish
 * per page); for any other slug pageUrl() finished whole.
 */
function localeUrls(localeUrl: string, finish: (url: string) => string = (url) => url) {
  const base = finish(baseOf(localeUrl));
  return (slug: string, plain = PLAIN_SLUG.test(slug)) =>
    !plain ? finish(pageUrl(localeUrl, slug)) : slug === 'home' ? base : `${base}/${slug}`;
}

/**
 * The <url> element writer of one locale's sitemap: alternates list every locale that has the
 * slug, plus x-default. What is the same for every page (the locales' bases, their hreflang
 * openings) is made once.
 */
function urlElements(
  locale: LocaleItem,
  slugsByLocale: Map<string, { item: LocaleItem; slugs: Set<string> }>,
  root: { item: LocaleItem; slugs: Set<string> } | undefined,
) {
  const link = (hreflang: string, l: { item: LocaleItem; slugs: Set<string> }) => ({
    slugs: l.slugs,
    url: localeUrls(l.item.url, escapeXml),
    open: `<xhtml:link rel="alternate" hreflang="${hreflang}" href="`,
  });
  const links = [...slugsByLocale.values()].map((l) => link(l.item.locale.toLowerCase(), l));
  if (root) links.push(link('x-default', root));
  const own = localeUrls(locale.url, escapeXml);
  return (e: SitemapEntry): string => {
    const plain = PLAIN_SLUG.test(e.slug);
    let alternates = '';
    for (const l of links)
      if (l.slugs.has(e.slug)) alternates += `${l.open}${l.url(e.slug, plain)}"/>`;
    return `<url><loc>${own(e.slug, plain)}</loc><lastmod>${e.updatedAt.slice(0, 10)}</lastmod>${alternates}</url>\n`;
  };
}

/**
 * Writes one locale's sitemap into `dir` through a buffer (the text never sits in memory whole). Up to {@link SITEMAP_MAX_URLS} URLs it is sitemap.xml itself; above that the
 * URLs go to sitemap-1.xml, sitemap-2.xml, … and sitemap.xml is their index, so robots.txt
 * still names one file. Answers the files written.
 */
export function writeSitemaps(
  dir: string,
  locale: LocaleItem,
  entries: SitemapEntry[],
  slugsByLocale: Map<string, { item: LocaleItem; slugs: Set<string> }>,
  rootLocale: string,
  excluded: Set<string>,
  maxUrls = SITEMAP_MAX_URLS,
): string[] {
  const listed = entries.filter((e) => !excluded.has(e.slug));
  const root = slugsByLocale.get(rootLocale);
  const urlElement = urlElements(locale, slugsByLocale, root);
  const parts = Math.max(1, Math.ceil(listed.length / maxUrls));
  const files: string[] = [];
  for (let part = 0; part < parts; part += 1) {
    const name = parts === 1 ? 'sitemap.xml' : `sitemap-${part + 1}.xml`;
    const file = new TextFile(join(dir, name));
    try {
      file.write(URLSET_OPEN);
      const end = Math.min(listed.length, (part + 1) * maxUrls);
      for (let i = part * maxUrls; i < end; i += 1)
        file.write(urlElement(listed[i] as SitemapEntry));
      file.write('</urlset>\n');
    } finally {
      file.close();
    }
    files.push(name);
  }
  if (parts > 1) {
    const lastmod = listed.reduce((max, e) => (e.updatedAt > max ? e.updatedAt : max), '');
    writeFileSync(
      join(dir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map(
          (f) =>
            `<sitemap><loc>${escapeXml(`${locale.url}/${f}`)}</loc><lastmod>${lastmod.slice(0, 10)}</lastmod></sitemap>`,
        )
        .join('\n')}\n</sitemapindex>\n`,
    );
    files.push('sitemap.xml');
  }
  return files;
}

/**
 * Removes the sitemap parts in `dir` that a build no longer writes: sitemap-N.xml beyond its own
 * (parts are numbered from 1 without gaps), found without listing a folder of a page each.
 */
export function removeStaleParts(dir: string, written: readonly string[]): void {
  for (let part = 1; ; part += 1) {
    const name = `sitemap-${part}.xml`;
    if (written.includes(name)) continue;
    if (!existsSync(join(dir, name))) return;
    rmSync(join(dir, name), { force: true });
  }
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
