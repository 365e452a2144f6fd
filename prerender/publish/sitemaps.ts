/** The sitemaps stage: every built locale's sitemap and the root locale's robots.txt. */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleItem } from '../../src/domain/entities';
import {
  SITEMAP_FILE,
  SITEMAP_MAX_URLS,
  URLSET_CLOSE,
  URLSET_OPEN,
  robotsTxt,
  sitemapEntries,
  sitemapIndex,
  sitemapPartName,
  sitemapParts,
  sitemapUrlElement,
  type LocaleSlugs,
  type SitemapEntry,
} from '../../src/domain/seo/sitemap';
import { PRECOMPRESSED, siblingPath } from '../../src/domain/rules/precompressed';
import { TextFile } from '../files';
import { publishedSlugs } from '../read/live';
import type { LocaleBuild } from '../records/locale-build';
import type { Site } from '../read/site';

/**
 * Writes one locale's sitemap into `dir`, each part through a buffer (the text never sits in
 * memory whole), and the index when there are parts (src/domain/seo/sitemap.ts). Answers the
 * files written.
 */
export function writeSitemaps(
  dir: string,
  locale: LocaleItem,
  entries: readonly SitemapEntry[],
  {
    slugsByLocale,
    maxUrls = SITEMAP_MAX_URLS,
  }: { slugsByLocale: ReadonlyMap<string, LocaleSlugs>; maxUrls?: number },
): string[] {
  const listed = sitemapEntries(entries);
  const urlElement = sitemapUrlElement(locale, slugsByLocale);
  const parts = sitemapParts(listed.length, maxUrls);
  for (const part of parts) {
    const file = new TextFile(join(dir, part.name));
    try {
      file.write(URLSET_OPEN);
      for (let i = part.start; i < part.end; i += 1)
        file.write(urlElement(listed[i] as SitemapEntry));
      file.write(URLSET_CLOSE);
    } finally {
      file.close();
    }
  }
  const files = parts.map((p) => p.name);
  if (parts.length === 1) return files;
  writeFileSync(join(dir, SITEMAP_FILE), sitemapIndex(locale.url, files, listed));
  return [...files, SITEMAP_FILE];
}

/**
 * Removes the sitemap parts in `dir` that a build no longer writes: parts beyond its own
 * (numbered from 1 without gaps), found without listing a folder of a page each.
 */
export function removeStaleParts(dir: string, written: readonly string[]): void {
  for (let part = 1; ; part += 1) {
    const name = sitemapPartName(part);
    if (written.includes(name)) continue;
    if (!existsSync(join(dir, name))) return;
    // Its compressed siblings go with it (prerender/siblings).
    for (const path of [name, ...PRECOMPRESSED.map((e) => siblingPath(name, e))])
      rmSync(join(dir, path), { force: true });
  }
}

/**
 * The sitemaps stage: each built locale's sitemap into its build (or staging) folder, with the
 * hreflang alternates of every published locale (those this run leaves alone included), and the
 * root locale's robots.txt.
 */
export async function writeSiteSitemaps(site: Site, builds: readonly LocaleBuild[]): Promise<void> {
  const built = new Set(builds.map((b) => b.locale.locale));
  const others = await Promise.all(
    site.locales
      .filter((l) => !l.lock && !built.has(l.locale) && site.live?.locales[l.locale])
      .map(async (item) => {
        const buildId = site.live?.locales[item.locale]?.buildId ?? '';
        const slugs = await publishedSlugs(site.outDir, buildId, item.locale);
        return slugs ? ([[item.locale, { item, slugs }]] as const) : [];
      }),
  );
  const slugsByLocale = new Map<string, LocaleSlugs>([
    ...others.flat(),
    ...builds.map(
      (b) =>
        [
          b.locale.locale,
          { item: b.locale, slugs: new Set(b.entries.map((e) => e.slug)) },
        ] as const,
    ),
  ]);
  for (const build of builds) {
    const dir = join(site.buildDir, build.locale.locale, 'html');
    writeSitemaps(dir, build.locale, build.entries, { slugsByLocale });
    if (build.locale.locale === site.rootLocale)
      writeFileSync(join(dir, 'robots.txt'), robotsTxt(site.locales));
  }
}
