import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocaleItem } from '../../../../src/domain/entities';
import { removeStaleParts, writeSitemaps } from '../../../../prerender/publish/sitemaps';

const locale = (code: string, url: string, directory: string) =>
  ({ locale: code, url, directory }) as unknown as LocaleItem;
const bg = locale('bg-BG', 'https://kazino.example', '');
const de = locale('bg-DE', 'https://kazino.example/de', 'de');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    slug: i === 0 ? 'home' : `page-${i}`,
    updatedAt: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00.000Z`,
  }));

describe('writeSitemaps', () => {
  it('writes one sitemap.xml with lastmod, hreflang alternates and x-default, skipping the slugs kept out of search', () => {
    const list = [...entries(3), { slug: 'not-found', updatedAt: '2026-11-01T00:00:00.000Z' }];
    const slugs = new Map([
      ['bg-BG', { item: bg, slugs: new Set(list.map((e) => e.slug)) }],
      ['bg-DE', { item: de, slugs: new Set(['home']) }],
    ]);
    expect(writeSitemaps(dir, bg, list, { slugsByLocale: slugs })).toEqual(['sitemap.xml']);
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).not.toContain('not-found');
    expect(xml).toContain('<loc>https://kazino.example/page-1</loc><lastmod>2026-11-02</lastmod>');
    expect(xml).toContain('hreflang="bg-de" href="https://kazino.example/de"');
    expect(xml).toContain('hreflang="x-default" href="https://kazino.example"');
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('splits above the URL limit into numbered files under a sitemap index', () => {
    const list = entries(25);
    const slugs = new Map([['bg-BG', { item: bg, slugs: new Set(list.map((e) => e.slug)) }]]);
    const files = writeSitemaps(dir, bg, list, { slugsByLocale: slugs, maxUrls: 10 });
    expect(files).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(readdirSync(dir).sort()).toEqual([...files].sort());
    const counts = files
      .slice(0, 3)
      .map((f) => readFileSync(join(dir, f), 'utf8').match(/<url>/g)?.length);
    expect(counts).toEqual([10, 10, 5]);
    const index = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(
      '<loc>https://kazino.example/sitemap-3.xml</loc><lastmod>2026-11-20</lastmod>',
    );
  });
});

describe('removeStaleParts', () => {
  it('removes the numbered parts a smaller sitemap no longer has, and nothing else', () => {
    const slugs = (list: ReturnType<typeof entries>) =>
      new Map([['bg-BG', { item: bg, slugs: new Set(list.map((e) => e.slug)) }]]);
    const big = entries(25);
    writeSitemaps(dir, bg, big, { slugsByLocale: slugs(big), maxUrls: 10 });
    const small = entries(15);
    const files = writeSitemaps(dir, bg, small, { slugsByLocale: slugs(small), maxUrls: 10 });
    expect(readdirSync(dir)).toContain('sitemap-3.xml');
    removeStaleParts(dir, files);
    expect(readdirSync(dir).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    // Down to one file: every part goes, sitemap.xml stays.
    const one = writeSitemaps(dir, bg, entries(5), {
      slugsByLocale: slugs(entries(5)),
      maxUrls: 10,
    });
    removeStaleParts(dir, one);
    expect(readdirSync(dir)).toEqual(['sitemap.xml']);
  });
});
