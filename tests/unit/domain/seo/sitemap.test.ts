import { describe, expect, it } from 'vitest';
import type { LocaleItem } from '../../../../src/domain/entities';
import { NOINDEX_SLUGS } from '../../../../src/domain/seo/head';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  robotsTxt,
  sitemapEntries,
  sitemapIndex,
  sitemapParts,
  sitemapUrlElement,
  type LocaleSlugs,
} from '../../../../src/domain/seo/sitemap';

const item = (locale: string, url: string, directory: string, lock = false) =>
  ({ locale, url, directory, lock }) as unknown as LocaleItem;
const bg = item('bg-BG', 'https://kazino.example', '');
const de = item('bg-DE', 'https://Kazino.example/de/', 'de');
const live = (...list: [LocaleItem, string[]][]) =>
  new Map<string, LocaleSlugs>(
    list.map(([l, slugs]) => [l.locale, { item: l, slugs: new Set(slugs) }]),
  );
const at = (slug: string, updatedAt = '2026-11-05T23:59:00.000Z') => ({ slug, updatedAt });
const link = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;

describe('sitemap <url> element', () => {
  it('loc, the day of lastmod, an alternate per locale that has the page, then x-default', () => {
    const element = sitemapUrlElement(de, live([bg, ['home', 'bonusi']], [de, ['home']]));
    expect(element(at('home'))).toBe(
      `<url><loc>https://kazino.example/de</loc><lastmod>2026-11-05</lastmod>${link('bg-bg', 'https://kazino.example')}${link('bg-de', 'https://kazino.example/de')}${link('x-default', 'https://kazino.example')}</url>\n`,
    );
  });

  it('no x-default when the root locale lacks the page or is not published', () => {
    const own = live([bg, ['home']], [de, ['home', 'samo-de']]);
    expect(sitemapUrlElement(de, own)(at('samo-de'))).not.toContain('x-default');
    const locked = item('bg-BG', 'https://kazino.example', '', true);
    const lockedRoot = live([locked, ['home']], [de, ['home']]);
    expect(sitemapUrlElement(de, lockedRoot)(at('home'))).not.toContain('x-default');
  });

  it('a slug that is not plain is normalised whole and XML-escaped', () => {
    const element = sitemapUrlElement(bg, live([bg, ['Big&Win']]));
    expect(element(at('Big&Win'))).toContain(
      `<loc>https://kazino.example/big&#38;win</loc><lastmod>2026-11-05</lastmod>${link('bg-bg', 'https://kazino.example/big&#38;win')}`,
    );
  });
});

describe('what a sitemap lists and how it splits', () => {
  it('leaves out every slug whose head says noindex, keeping the order of the rest', () => {
    const list = [at('home'), ...[...NOINDEX_SLUGS].map((s) => at(s)), at('bonusi')];
    expect(sitemapEntries(list).map((e) => e.slug)).toEqual(['home', 'bonusi']);
  });

  it.each([
    [0, [['sitemap.xml', 0, 0]]],
    [10, [['sitemap.xml', 0, 10]]],
    [
      21,
      [
        ['sitemap-1.xml', 0, 10],
        ['sitemap-2.xml', 10, 20],
        ['sitemap-3.xml', 20, 21],
      ],
    ],
  ])('%i URLs, 10 a file: %j', (count, parts) => {
    const names = sitemapParts(count, 10).map((p) => [p.name, p.start, p.end]);
    expect(names).toEqual(parts);
  });

  it('a file opens with the XML declaration and the xhtml namespace and closes the urlset', () => {
    expect(URLSET_OPEN.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(URLSET_OPEN).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(URLSET_CLOSE).toBe('</urlset>\n');
  });

  it('the index names each part under the locale URL, dated by the newest entry', () => {
    const entries = [at('a', '2026-10-01T00:00:00.000Z'), at('b', '2026-11-20T08:00:00.000Z')];
    expect(sitemapIndex('https://kazino.example', ['sitemap-1.xml', 'sitemap-2.xml'], entries))
      .toBe(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://kazino.example/sitemap-1.xml</loc><lastmod>2026-11-20</lastmod></sitemap>
<sitemap><loc>https://kazino.example/sitemap-2.xml</loc><lastmod>2026-11-20</lastmod></sitemap>
</sitemapindex>
`);
  });
});

describe('robots.txt', () => {
  it('keeps robots off the affiliate redirects and names each published locale sitemap', () => {
    const locked = item('bg-RO', 'https://kazino.example/ro', 'ro', true);
    expect(robotsTxt([bg, locked, item('bg-DE', 'https://kazino.example/de', 'de')])).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /go/',
        'Sitemap: https://kazino.example/sitemap.xml',
        'Sitemap: https://kazino.example/de/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
